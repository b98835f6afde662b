"""Benchmarks run by `make bench` (`python -m benchmarks`); each module has a `run()`."""
