package dev.dossier.review;

import dev.dossier.config.ConfigLocation;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Order;
import jakarta.inject.Singleton;

/** Reviews and learned conventions (C4), and the decisions and conventions they add to reviewer contexts. */
@Factory
@Requires(beans = ConfigLocation.class)
final class ReviewFactory {

    @Singleton
    ConventionPolicy policy(ConfigLocation config) {
        return ConventionPolicy.load(config.directory());
    }

    @Singleton
    Reviews reviews(ReviewStore store, ConventionPolicy policy) {
        return new Reviews(store, policy);
    }

    @Singleton
    @Order(1)
    DecisionSource decisions(Reviews reviews) {
        return new DecisionSource(reviews);
    }

    @Singleton
    ReviewCitations citations(ReviewStore store) {
        return new ReviewCitations(store);
    }

    @Singleton
    @Order(3)
    ConventionSource conventions(Reviews reviews, ReviewStore store) {
        return new ConventionSource(reviews, store);
    }
}
