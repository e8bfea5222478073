"""Adapters to other frameworks: `pressroom.adapters.openspiel` and
`pressroom.adapters.pettingzoo` (each needs its optional extra)."""
