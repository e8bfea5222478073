"""One package per game, each built on `pressroom.core`."""
