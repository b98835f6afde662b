"""Where the server's errors go: gunicorn's error log, in gunicorn's format.

Under gunicorn, a record (a 500's "Internal Server Error" and its traceback, django.request's)
is handed to the handlers of gunicorn's own `gunicorn.error` logger, so it lands wherever
gunicorn writes its error log: stderr in the foreground, the --error-logfile file (the only
place left with --daemon, which sends stderr to /dev/null), syslog with --log-syslog. Anywhere
else (runserver, manage.py commands) it goes to stderr in the same format.

A refusal (a 4xx: PermissionDenied, a bad request, a missing page) is the app doing its job,
not a fault: it is logged in one line, without the traceback django.request attaches; only a
500 keeps its traceback."""

from __future__ import annotations

import logging
import sys

# gunicorn's error log format (gunicorn.glogging.Logger.error_fmt and datefmt).
FORMAT = "%(asctime)s [%(process)d] [%(levelname)s] %(message)s"
DATE_FORMAT = "[%Y-%m-%d %H:%M:%S %z]"


class ServerErrorLog(logging.Handler):
    def __init__(self, level=logging.NOTSET):
        super().__init__(level)
        self.stderr = logging.StreamHandler(sys.stderr)
        self.stderr.setFormatter(logging.Formatter(FORMAT, DATE_FORMAT))

    def emit(self, record):
        if getattr(record, "status_code", 500) < 500:
            record.exc_info, record.exc_text, record.stack_info = None, None, None
        gunicorn = logging.getLogger("gunicorn.error")
        handlers = [h for h in gunicorn.handlers if record.levelno >= h.level]
        for handler in handlers or [self.stderr]:
            handler.handle(record)
