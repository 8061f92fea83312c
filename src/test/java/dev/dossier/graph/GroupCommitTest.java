package dev.dossier.graph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@link GroupCommit}: every item written once, before its submit returns; concurrent items share writes; failures reach exactly their batch. */
class GroupCommitTest {

    @Test
    @Timeout(120)
    void concurrentSubmittersEachFindTheirItemWrittenOnceWhenSubmitReturns() throws Exception {
        Set<Integer> written = ConcurrentHashMap.newKeySet();
        List<Integer> batchSizes = Collections.synchronizedList(new ArrayList<>());
        var commits = new GroupCommit<Integer>(batch -> {
            sleep(5); // a slow commit: others queue meanwhile
            for (int i : batch) {
                assertThat(written.add(i)).as("written once: " + i).isTrue();
            }
            batchSizes.add(batch.size());
        });
        int threads = 16;
        int each = 20;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        var start = new CountDownLatch(1);
        var futures = new ArrayList<Future<?>>();
        for (int t = 0; t < threads; t++) {
            int base = t * each;
            futures.add(pool.submit(() -> {
                start.await();
                for (int i = base; i < base + each; i++) {
                    commits.submit(i);
                    assertThat(written).as("written before submit returns").contains(i);
                }
                return null;
            }));
        }
        start.countDown();
        for (var f : futures) {
            f.get();
        }
        pool.shutdown();
        assertThat(written).hasSize(threads * each);
        assertThat(batchSizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(threads * each);
        assertThat(batchSizes).allMatch(n -> n <= GroupCommit.MAX_BATCH);
    }

    @Test
    @Timeout(120)
    void itemsQueuedDuringAWriteAreWrittenTogetherInTheNextOne() throws Exception {
        var release = new CountDownLatch(1);
        List<List<Integer>> writes = Collections.synchronizedList(new ArrayList<>());
        var commits = new GroupCommit<Integer>(batch -> {
            writes.add(List.copyOf(batch));
            if (batch.contains(0)) {
                await(release); // the first write holds the lock until every other submitter waits for it
            }
        });
        int others = 15;
        ExecutorService pool = Executors.newFixedThreadPool(others + 1);
        var futures = new ArrayList<Future<?>>();
        futures.add(pool.submit(() -> commits.submit(0)));
        while (writes.isEmpty()) {
            Thread.onSpinWait();
        }
        for (int i = 1; i <= others; i++) {
            int item = i;
            futures.add(pool.submit(() -> commits.submit(item)));
        }
        while (commits.waiting() < others) { // the test's @Timeout ends it if they never all wait
            Thread.sleep(1);
        }
        release.countDown();
        for (var f : futures) {
            f.get();
        }
        pool.shutdown();
        assertThat(writes).hasSize(2);
        assertThat(writes.get(0)).containsExactly(0);
        assertThat(writes.get(1)).as("the 15 queued meanwhile, in one write").containsExactlyInAnyOrderElementsOf(
                java.util.stream.IntStream.rangeClosed(1, others).boxed().toList());
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void aFailedWriteFailsTheSubmittersOfItsBatchOnlyAndTheNextWriteProceeds() {
        var written = new ArrayList<String>();
        var commits = new GroupCommit<String>(batch -> {
            if (batch.contains("bad")) {
                throw new IllegalStateException("store down");
            }
            written.addAll(batch);
        });
        assertThatThrownBy(() -> commits.submit("bad")).isInstanceOf(IllegalStateException.class).hasMessage("store down");
        commits.submit("good");
        assertThat(written).containsExactly("good");
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
