// Dossier dashboard: plain JavaScript over the JSON API (GET /v1/context/reports, /v1/context/reports/{id},
// /v1/sessions, /v1/conventions, /health). Every value is written with textContent: conventions and subjects come from callers.
"use strict";

const RECENT = 50;       // assemblies read for the list and the chart
const LISTED = 20;       // rows in the list
let selected = null;

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else if (k.startsWith("data-")) e.setAttribute(k, v); else e[k] = v;
  }
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(c == null ? "" : String(c)));
  return e;
}

function svg(tag, attrs) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  return e;
}

// Once a token exists the API needs one: it is kept for this browser tab only (sessionStorage), never in the page.
function token() {
  return sessionStorage.getItem("dossier-token") || "";
}

async function api(path) {
  const headers = { Accept: "application/json" };
  if (token()) headers.Authorization = "Bearer " + token();
  const r = await fetch(path, { headers });
  const body = await r.json();
  if (r.status === 401) throw new Error("this server requires a token: paste one in the field at the top (read scope is enough)");
  if (!r.ok) throw new Error((body && body.detail) || ("HTTP " + r.status));
  return body;
}

const fmt = n => Number(n).toLocaleString("en-US");
const pct = x => (100 * x).toFixed(1) + "%";

function bar(used, available) {
  const track = el("div", { class: "track" });
  const b = el("div", { class: used > available ? "bar over" : "bar used" });
  b.style.width = Math.min(100, available > 0 ? 100 * used / available : 0) + "%";
  track.append(b);
  return track;
}

function showError(e) {
  const p = document.getElementById("error");
  p.textContent = "Could not load: " + e.message;
  p.hidden = false;
}

async function loadHealth() {
  const h = await api("/health");
  document.getElementById("health").textContent = h.status + " · " + h.storage + " · " + h.sops + " SOPs";
}

async function loadRecent() {
  const reports = await api("/v1/context/reports?last=" + RECENT);
  const body = document.querySelector("#recent tbody");
  body.replaceChildren();
  document.getElementById("recent-empty").hidden = reports.length > 0;
  for (const r of reports.slice(0, LISTED)) {
    const row = el("tr", { "data-id": r.id },
      el("td", {}, new Date(r.at).toLocaleString()),
      el("td", {}, r.kind),
      el("td", {}, r.model || ""),
      el("td", { class: "subject", title: r.subject.join(", ") }, r.subject.join(", ")),
      el("td", { class: "num used" }, fmt(r.budget.used)),
      el("td", { class: "num available" }, fmt(r.budget.available)),
      el("td", {}, bar(r.budget.used, r.budget.available), el("span", { class: "muted utilization" }, pct(r.budget.utilization))));
    row.addEventListener("click", () => select(r.id));
    body.append(row);
  }
  drawChart(reports.slice().reverse());
  if (reports.length > 0) await select(selected || reports[0].id);
}

function drawChart(reports) {
  const chart = document.getElementById("chart");
  chart.replaceChildren();
  const W = 640, H = 180, L = 34, R = 10, T = 10, B = 22;
  const y = u => T + (H - T - B) * (1 - Math.min(u, 1.2) / 1.2);
  for (const u of [0, 0.5, 1]) {
    chart.append(svg("line", { class: "axis", x1: L, x2: W - R, y1: y(u), y2: y(u) }));
    const t = svg("text", { x: 2, y: y(u) + 3 }); t.textContent = (100 * u) + "%"; chart.append(t);
  }
  if (reports.length === 0) return;
  const x = i => reports.length === 1 ? (L + W - R) / 2 : L + (W - L - R) * i / (reports.length - 1);
  chart.append(svg("polyline", { class: "line", points: reports.map((r, i) => x(i) + "," + y(r.budget.utilization)).join(" ") }));
  reports.forEach((r, i) => {
    const dot = svg("circle", { class: "dot", cx: x(i), cy: y(r.budget.utilization), r: 3.5, "data-id": r.id });
    const title = svg("title", {}); title.textContent = r.kind + " " + r.at + ": " + pct(r.budget.utilization); dot.append(title);
    dot.addEventListener("click", () => select(r.id));
    chart.append(dot);
  });
  const first = svg("text", { x: L, y: H - 6 }); first.textContent = new Date(reports[0].at).toLocaleString(); chart.append(first);
  const last = svg("text", { x: W - R, y: H - 6, "text-anchor": "end" }); last.textContent = new Date(reports[reports.length - 1].at).toLocaleString();
  chart.append(last);
}

async function select(id) {
  selected = id;
  for (const row of document.querySelectorAll("#recent tbody tr")) row.classList.toggle("selected", row.dataset.id === id);
  for (const dot of document.querySelectorAll("#chart .dot")) dot.classList.toggle("selected", dot.dataset.id === id);
  const d = await api("/v1/context/reports/" + encodeURIComponent(id));
  const b = d.budget;
  const set = (elId, v) => { document.getElementById(elId).textContent = v; };
  set("detail-id", d.id); set("detail-kind", d.kind); set("detail-model", d.model || ""); set("detail-at", new Date(d.at).toLocaleString());
  set("detail-used", fmt(b.used)); set("detail-available", fmt(b.available)); set("detail-window", fmt(b.window));
  set("detail-policy", b.policy || ""); set("detail-items", d.items); set("detail-dropped", d.dropped);
  set("detail-ladder", b.ladder.length ? "ladder: " + b.ladder.join("; ") : "");

  const tiers = document.querySelector("#tiers tbody");
  tiers.replaceChildren();
  const scale = Math.max(1, ...Object.values(b.tiers).map(t => Math.max(t.allocated, t.nominal, t.used)));
  for (const [name, t] of Object.entries(b.tiers)) {
    const track = el("div", { class: "track" });
    const alloc = el("div", { class: "bar allocated" }); alloc.style.width = (100 * t.allocated / scale) + "%";
    // a tier may use a little past its allocation (room the other tiers left); only the whole budget can overrun
    const used = el("div", { class: "bar used" }); used.style.width = (100 * t.used / scale) + "%";
    const mark = el("div", { class: "mark", title: "share before roll-over: " + fmt(t.nominal) }); mark.style.left = (100 * t.nominal / scale) + "%";
    track.append(alloc, used, mark);
    const rolled = t.allocated - t.nominal;
    tiers.append(el("tr", { "data-tier": name },
      el("td", {}, name),
      el("td", { class: "num share" }, pct(t.share)),
      el("td", { class: "num nominal" }, fmt(t.nominal)),
      el("td", { class: "num allocated" }, fmt(t.allocated)),
      el("td", { class: "num rolled" }, (rolled > 0 ? "+" : "") + fmt(rolled)),
      el("td", { class: "num used" }, fmt(t.used)),
      el("td", { class: "num demand" }, fmt(t.demand)),
      el("td", { class: "bars" }, track)));
  }

  const manifest = document.querySelector("#manifest tbody");
  manifest.replaceChildren();
  for (const m of d.manifest) {
    manifest.append(el("tr", { class: m.included ? "included" : "dropped", "data-item": m.id },
      el("td", { title: m.included ? "included" : "dropped" }, m.included ? "✔" : "✘"),
      el("td", {}, m.section),
      el("td", { title: m.id }, m.title || m.id),
      el("td", { class: "level" }, m.included ? m.level : "dropped"),
      el("td", { class: "num tokens" }, m.included ? fmt(m.tokens) : ""),
      el("td", { class: "num" }, m.score == null ? "" : Number(m.score).toFixed(3)),
      el("td", {}, m.tier || ""),
      el("td", { class: "reason" }, m.reason || "")));
  }
  const omitted = document.getElementById("manifest-omitted");
  omitted.hidden = d.manifest_omitted === 0;
  omitted.textContent = d.manifest_omitted + " more candidates were not stored (at most 500 per assembly).";
  document.getElementById("detail").hidden = false;
}

async function loadProjects() {
  const all = await api("/v1/conventions");
  const projects = [...new Set(all.map(c => c.project))].sort();
  const picker = document.getElementById("project");
  const current = picker.value;
  picker.replaceChildren(...projects.map(p => el("option", { value: p }, p)));
  if (projects.includes(current)) picker.value = current;
  document.getElementById("conventions-empty").hidden = projects.length > 0;
  await loadConventions();
}

async function loadConventions() {
  const project = document.getElementById("project").value;
  const body = document.querySelector("#conventions tbody");
  body.replaceChildren();
  if (!project) return;
  const list = await api("/v1/conventions?project=" + encodeURIComponent(project));
  for (const c of list) {
    body.append(el("tr", { "data-convention": c.id },
      el("td", { title: c.description || "" }, c.name),
      el("td", {}, c.status),
      el("td", {}, c.applies_to.join(", ")),
      el("td", { class: "num" }, c.occurrences),
      el("td", { class: "num" }, c.rejections),
      el("td", { class: "num" }, Number(c.confidence).toFixed(2))));
  }
}

async function loadSessions() {
  const sessions = await api("/v1/sessions?limit=" + LISTED);
  const body = document.querySelector("#sessions tbody");
  body.replaceChildren();
  document.getElementById("sessions-empty").hidden = sessions.length > 0;
  for (const s of sessions) {
    const u = s.usage;
    body.append(el("tr", { "data-session": s.id, class: "level-" + u.level },
      el("td", { title: "created " + new Date(s.created).toLocaleString() }, s.id),
      el("td", {}, s.project),
      el("td", {}, s.model),
      el("td", { class: "num tokens" }, fmt(u.tokens)),
      el("td", { class: "num" }, fmt(u.budget)),
      el("td", {}, bar(u.tokens, u.budget), el("span", { class: "muted utilization" }, pct(u.utilization))),
      el("td", { class: "level" }, u.level),
      el("td", { class: "num" }, u.turns_remaining == null ? "" : fmt(u.turns_remaining))));
  }
}

async function refresh() {
  try {
    await Promise.all([loadHealth(), loadRecent(), loadSessions(), loadProjects()]);
    document.getElementById("error").hidden = true;
    document.body.dataset.loaded = "true";
  } catch (e) {
    showError(e);
  }
}

document.getElementById("project").addEventListener("change", () => loadConventions().catch(showError));
const tokenField = document.getElementById("token");
tokenField.value = token();
tokenField.addEventListener("change", () => {
  sessionStorage.setItem("dossier-token", tokenField.value.trim());
  refresh();
});
refresh();
setInterval(refresh, 15000);
