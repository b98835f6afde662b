"""Benchmarks run by `make bench` (`python -m benchmarks`); one module per area."""
