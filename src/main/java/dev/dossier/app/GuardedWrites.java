package dev.dossier.app;

import dev.dossier.clash.Clash;
import dev.dossier.clash.Clashes;
import dev.dossier.clash.Resolution;
import dev.dossier.clash.Statement;
import dev.dossier.clash.StatementStatus;
import dev.dossier.contract.ClashView;
import dev.dossier.contract.GuardValidateView;
import dev.dossier.contract.SessionAddResponse;
import dev.dossier.contract.StatementView;
import dev.dossier.contract.StatementWriteView;
import dev.dossier.error.DossierException;
import dev.dossier.error.ErrorCode;
import dev.dossier.guard.CheckResult;
import dev.dossier.guard.Decision;
import dev.dossier.quarantine.QuarantineItem;
import dev.dossier.session.Component;
import dev.dossier.session.NewItem;
import dev.dossier.session.Role;
import dev.dossier.session.Session;
import dev.dossier.validation.ValidationDecision;
import dev.dossier.validation.ValidationRequest;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * Writes that go through the guard (issue 14 §3-§5), across features: a guarded session's add (validated, then held,
 * refused or added, its statement recorded and its clashes resolved, superseded items taken out of the context), a
 * project statement, a quarantined item's approval (the content goes where it was going) and a clash's answer (the
 * session items of statements it ends are taken out). Each feature writes in its own transaction; this class only
 * orders them: the guard's decision first, the session's add, then the statement and its clashes, then removals.
 */
final class GuardedWrites {

    static final String PROJECT = "project";
    static final String SESSION = "session:";

    private final Dossier dossier;

    GuardedWrites(Dossier dossier) {
        this.dossier = dossier;
    }

    /** Adds an item to a session; a guarded session validates it first. */
    SessionAddResponse addToSession(String user, Session session, NewItem item) {
        if (!session.guarded()) {
            return added(user, session, item);
        }
        var validation = dossier.validator().validate(new ValidationRequest(item.content(), null, item.timestamp(), null, null, session.guardKb(),
                session.project(), session.id(), item.key()));
        var view = GuardValidateView.of(validation);
        if (validation.decision() == ValidationDecision.BLOCK) {
            throw blocked(validation.check(), "session item");
        }
        if (validation.decision() == ValidationDecision.QUARANTINE) {
            var held = hold(user, session.project(), session.guardKb(), "session.add", SESSION + session.id(), attributes(item), item.content(),
                    validation.check());
            var usage = dossier.sessions().usage(session);
            return new SessionAddResponse(null, dev.dossier.contract.SessionUsageView.of(usage), List.of(), List.of(),
                    new SessionAddResponse.Guarded("quarantine", validation.reason(), held.id(), view, List.of(), List.of()));
        }
        var response = added(user, session, item);
        var stated = stated(item) ? state(user, session, response.item().id(), item) : null;
        var removed = stated == null ? List.<String>of() : removeEnded(stated.changed(), stated.incoming());
        String reason = validation.decision() == ValidationDecision.ACCEPT ? validation.reason() : "added with warnings: " + validation.reason();
        var latest = removed.isEmpty() ? response : added(response, dossier.sessions().usage(user, session.id()));
        return latest.withGuard(new SessionAddResponse.Guarded("accept", reason, null, view,
                stated == null ? List.of() : stated.clashes().stream().map(ClashView::of).toList(), removed));
    }

    /** A statement for the project's facts; with a knowledge base, checked by the guard first. */
    StatementWriteView addStatement(String user, String project, String text, String key, Instant at, String kb) {
        if (kb != null) {
            CheckResult check = dossier.guard().assess(kb, text);
            if (check.decision() == Decision.BLOCK) {
                throw blocked(check, "statement");
            }
            if (check.decision() == Decision.QUARANTINE) {
                var attributes = new HashMap<String, String>();
                if (key != null) {
                    attributes.put("key", key);
                }
                if (at != null) {
                    attributes.put("timestamp", at.toString());
                }
                var held = hold(user, project, kb, "statement.add", PROJECT, attributes, text, check);
                return new StatementWriteView(null, List.of(), held.id(), check.reason());
            }
        }
        var r = dossier.clashes().state(user, project, null, null, key, text, at);
        return new StatementWriteView(StatementView.of(r.incoming()), r.clashes().stream().map(ClashView::of).toList(), null, describe(r));
    }

    /**
     * Refuses the approval of a pending item whose destination is gone (its session was deleted) before anything is
     * decided, so the item stays pending for a person to reject. Without this check the approval was recorded and then
     * the delivery failed: an approved item that went nowhere and could no longer be rejected. A session deleted between
     * this check and the delivery still ends that way (separate transactions, as the class says).
     */
    void checkDeliverable(QuarantineItem item) {
        if (item.status() != dev.dossier.quarantine.QuarantineStatus.PENDING || !item.destination().startsWith(SESSION)) {
            return;
        }
        try {
            dossier.sessions().get(item.createdBy(), item.destination().substring(SESSION.length()));
        } catch (DossierException e) {
            if (e.code() != ErrorCode.NOT_FOUND) {
                throw e;
            }
            throw new DossierException(ErrorCode.CONFLICT, "quarantine item '" + item.id() + "' was going to " + item.destination()
                    + ", which no longer exists: it cannot be delivered; reject it instead", Map.of("id", item.id()));
        }
    }

    /** Sends an approved item where it was going: the project's facts or the session it was added to. */
    void deliver(QuarantineItem item) {
        var a = item.attributes();
        Instant at = a.containsKey("timestamp") ? Instant.parse(a.get("timestamp")) : null;
        if (item.destination().equals(PROJECT)) {
            dossier.clashes().state(item.createdBy(), item.project(), null, null, a.get("key"), item.content(), at);
        } else if (item.destination().startsWith(SESSION)) {
            var session = dossier.sessions().get(item.createdBy(), item.destination().substring(SESSION.length()));
            var newItem = new NewItem(Component.parse(a.get("component"), "component"), Role.parse(a.get("role"), "role"), item.content(), at,
                    Boolean.parseBoolean(a.get("pinned")), a.get("key"));
            var response = added(item.createdBy(), session, newItem);
            if (stated(newItem)) {
                var r = state(item.createdBy(), session, response.item().id(), newItem);
                removeEnded(r.changed(), r.incoming());
            }
        }
    }

    /** Answers a clash and takes the session items of the statements it ended out of their sessions. */
    Clash answer(String clashId, Clashes.Choice choice, String by, String note) {
        var answered = dossier.clashes().answer(clashId, choice, by, note);
        removeEnded(answered.changed(), null);
        return answered.clash();
    }

    private SessionAddResponse added(String user, Session session, NewItem item) {
        var added = dossier.sessions().add(user, session.id(), item);
        dossier.observers().observed(added.events(), added.actions().stream().map(a -> a.compression()).filter(java.util.Objects::nonNull)
                .reduce((x, y) -> y).orElse(null));
        return SessionAddResponse.of(added);
    }

    private static SessionAddResponse added(SessionAddResponse r, dev.dossier.session.Usage usage) {
        return new SessionAddResponse(r.item(), dev.dossier.contract.SessionUsageView.of(usage), r.actions(), r.events(), r.guard());
    }

    /** Preferences, facts and keyed items are statements; conversation turns and tool output are not. */
    private static boolean stated(NewItem item) {
        return item.key() != null || item.component() == Component.USER_PREFERENCES || item.component() == Component.FACTS;
    }

    private Resolution state(String user, Session session, String itemId, NewItem item) {
        return dossier.clashes().state(user, session.project(), session.id(), itemId, item.key(), item.content(), item.timestamp());
    }

    /** Takes out of their sessions the items whose statements a resolution ended (superseded or discarded). */
    private List<String> removeEnded(List<Statement> changed, Statement incoming) {
        var ended = new java.util.ArrayList<Statement>(changed);
        if (incoming != null) {
            ended.add(incoming);
        }
        var bySession = new HashMap<String, Map.Entry<String, LinkedHashSet<String>>>();
        for (Statement s : ended) {
            if (s.sessionId() != null && s.itemId() != null && (s.status() == StatementStatus.SUPERSEDED || s.status() == StatementStatus.DISCARDED)) {
                bySession.computeIfAbsent(s.sessionId(), k -> Map.entry(s.createdBy(), new LinkedHashSet<>())).getValue().add(s.itemId());
            }
        }
        var removed = new java.util.ArrayList<String>();
        bySession.forEach((sessionId, owned) -> {
            try {
                removed.addAll(dossier.sessions().remove(owned.getKey(), sessionId, owned.getValue()));
            } catch (DossierException e) {
                if (e.code() != ErrorCode.NOT_FOUND) {
                    throw e;
                }
                // the session was deleted since: nothing left to take out; the statement keeps the record
            }
        });
        return removed;
    }

    private QuarantineItem hold(String user, String project, String kb, String origin, String destination, Map<String, String> attributes, String content,
                                CheckResult check) {
        var doubtful = check.claims().stream().filter(c -> c.verdict() == dev.dossier.guard.Verdict.SUSPICIOUS
                || c.verdict() == dev.dossier.guard.Verdict.CONTRADICTED).map(c -> (c.negated() ? "NOT " : "") + c.subject() + " " + c.relation() + " "
                + c.object() + " [" + c.verdict().label() + " " + c.confidence() + "]").toList();
        return dossier.quarantine().hold(user, project, kb, origin, destination, attributes, content, check.reason(), doubtful);
    }

    private static Map<String, String> attributes(NewItem item) {
        var a = new HashMap<String, String>();
        a.put("component", item.component().label());
        a.put("role", item.role().label());
        a.put("pinned", String.valueOf(item.pinned()));
        if (item.key() != null) {
            a.put("key", item.key());
        }
        if (item.timestamp() != null) {
            a.put("timestamp", item.timestamp().toString());
        }
        return a;
    }

    private static DossierException blocked(CheckResult check, String what) {
        var claims = check.claims().stream().filter(c -> c.verdict() == dev.dossier.guard.Verdict.CONTRADICTED)
                .map(c -> c.subject() + " " + c.relation() + " " + c.object() + (c.correctFact() == null ? "" : " (the KB holds: " + c.correctFact() + ")"))
                .toList();
        return new DossierException(ErrorCode.CONTENT_BLOCKED, "the " + what + " was not added: factual inaccuracy detected; " + check.reason(),
                Map.of("claims", claims));
    }

    private static String describe(Resolution r) {
        if (r.clashes().isEmpty()) {
            return "stored; no clash with the project's statements";
        }
        return "stored as " + r.incoming().status().label() + "; " + r.clashes().size() + " clash(es): " + r.clashes().stream()
                .map(c -> c.type().label() + " by " + c.strategy().label() + (c.resolution() == null ? " (pending: " + c.id() + ")" : ": " + c.resolution()))
                .collect(java.util.stream.Collectors.joining("; "));
    }
}
