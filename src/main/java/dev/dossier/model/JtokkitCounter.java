package dev.dossier.model;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingRegistry;
import com.knuddels.jtokkit.api.EncodingType;

/** Exact token counts with a jtokkit BPE encoding (thread-safe). */
public final class JtokkitCounter implements TokenCounter {

    private static final EncodingRegistry REGISTRY = Encodings.newLazyEncodingRegistry();

    private final Encoding encoding;
    private final String name;
    private final boolean additive;

    public JtokkitCounter(EncodingType type) {
        this.encoding = REGISTRY.getEncoding(type);
        this.name = type.getName();
        // the two pre-tokenizers JoinedText's argument covers (checked by JoinedTextProperties)
        this.additive = type == EncodingType.CL100K_BASE || type == EncodingType.O200K_BASE;
    }

    public static JtokkitCounter cl100k() {
        return new JtokkitCounter(EncodingType.CL100K_BASE);
    }

    @Override
    public int count(String text) {
        // countTokensOrdinary: Dossier's texts are data, never special tokens such as <|endoftext|>.
        return text.isEmpty() ? 0 : encoding.countTokensOrdinary(text);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean estimated() {
        return false;
    }

    @Override
    public boolean additiveAtLineStarts() {
        return additive;
    }
}
