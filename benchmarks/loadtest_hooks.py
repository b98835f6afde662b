"""Gunicorn hooks for `make loadtest` (`gunicorn -c`): each worker writes the CPU time it spent
on every request, with the method, path and status, to a file of its own under
LOADTEST_CPU_DIR, so the load test can tell what a 304 costs from what a full answer does
whatever else the shared machine is doing (wall time cannot)."""

import os
import time
from pathlib import Path

_started = {}


def post_worker_init(worker):
    folder = Path(os.environ["LOADTEST_CPU_DIR"])
    worker.loadtest_log = open(folder / f"cpu-{os.getpid()}.tsv", "a", buffering=1)  # noqa: SIM115


def pre_request(worker, req):
    _started[worker.pid] = time.process_time()


def post_request(worker, req, environ, resp):
    used = time.process_time() - _started.pop(worker.pid, time.process_time())
    status = str(getattr(resp, "status", "0")).split(" ", 1)[0]
    method, path = environ.get("REQUEST_METHOD", ""), environ.get("PATH_INFO", "")
    worker.loadtest_log.write(f"{method}\t{path}\t{status}\t{used:.6f}\n")


def worker_exit(server, worker):
    log = getattr(worker, "loadtest_log", None)
    if log is not None:
        log.close()
