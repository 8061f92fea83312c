package dev.dossier.graph;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * Group commit: items submitted while another thread is writing are written together in the next write, so concurrent
 * submitters share one transaction instead of each paying for their own (begin, run and commit round trips, and the
 * store's commit). {@link #submit} still returns only once its item is written, and throws if that write failed, so a
 * caller sees the same outcome as with a write of its own. No thread of its own: the first submitter to take the lock
 * writes everything queued by then, the others find their item written when they get the lock.
 *
 * @param <T> what is written
 */
final class GroupCommit<T> {

    /** At most this many items per write; the rest wait for the next one. */
    static final int MAX_BATCH = 64;

    private static final class Pending<T> {
        final T item;
        /** Guarded by the lock: set by the thread that wrote (or failed to write) the item. */
        boolean done;
        RuntimeException failure;

        Pending(T item) {
            this.item = item;
        }
    }

    private final ConcurrentLinkedQueue<Pending<T>> queue = new ConcurrentLinkedQueue<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Consumer<List<T>> write;

    /** @param write writes all items in one transaction, or throws and writes none */
    GroupCommit(Consumer<List<T>> write) {
        this.write = write;
    }

    /** Submitters waiting for the lock, each with its item queued (an estimate, for tests). */
    int waiting() {
        return lock.getQueueLength();
    }

    /** Writes {@code item}, perhaps with others submitted at the same time; returns once it is written. */
    void submit(T item) {
        var mine = new Pending<>(item);
        queue.add(mine);
        while (true) {
            lock.lock();
            try {
                if (mine.done) {
                    break;
                }
                var batch = new ArrayList<Pending<T>>();
                for (Pending<T> p; batch.size() < MAX_BATCH && (p = queue.poll()) != null; ) {
                    batch.add(p);
                }
                RuntimeException failure = null;
                try {
                    write.accept(batch.stream().map(p -> p.item).toList());
                } catch (RuntimeException e) {
                    failure = e;
                }
                for (var p : batch) {
                    p.done = true;
                    p.failure = failure;
                }
            } finally {
                lock.unlock();
            }
        }
        if (mine.failure != null) {
            throw mine.failure;
        }
    }
}
