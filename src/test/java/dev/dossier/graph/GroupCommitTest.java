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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@link GroupCommit}: every item written once, before its submit returns; concurrent items share writes; failures reach exactly their batch. */
class GroupCommitTest {

    @Test
    void concurrentSubmittersShareWritesAndEachReturnsOnlyOnceItsItemIsWritten() throws Exception {
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
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertThat(written).hasSize(threads * each);
        assertThat(batchSizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(threads * each);
        assertThat(batchSizes.size()).as("writes, for %d items", threads * each).isLessThan(threads * each / 2);
        assertThat(batchSizes).allMatch(n -> n <= GroupCommit.MAX_BATCH);
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
