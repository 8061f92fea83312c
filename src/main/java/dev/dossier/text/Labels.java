package dev.dossier.text;

import java.util.Locale;

/** Each enum's labels, made once per enum type ({@link Label#label} is called for every item of every answer). */
final class Labels {

    private static final ClassValue<String[]> BY_ORDINAL = new ClassValue<>() {
        @Override
        protected String[] computeValue(Class<?> type) {
            Object[] constants = type.getEnumConstants();
            var labels = new String[constants.length];
            for (int i = 0; i < constants.length; i++) {
                labels[i] = ((Enum<?>) constants[i]).name().toLowerCase(Locale.ROOT);
            }
            return labels;
        }
    };

    static String of(Enum<?> constant) {
        return BY_ORDINAL.get(constant.getDeclaringClass())[constant.ordinal()];
    }

    private Labels() {
    }
}
