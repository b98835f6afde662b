"""The cluster load test's nginx, as it generates and runs it: in front of two small servers
that say who they are, it deals requests to both in turn and tells them the client's address."""

import shutil
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from benchmarks.loadtest_cluster import Nginx, nginx_config, wait_for_proxy
from tests.shared import CHECKOUT

needs_nginx = pytest.mark.skipif(
    not shutil.which("nginx") and not shutil.which("/usr/sbin/nginx"),
    reason="nginx is installed by make loadtest-cluster",
)


def upstream(name):
    class Answer(BaseHTTPRequestHandler):
        def do_GET(self):
            body = f"{name} {self.headers.get('X-Forwarded-For')}".encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@needs_nginx
def test_the_generated_nginx_deals_requests_to_both_servers_in_turn_with_the_clients_address():
    servers = [upstream("a"), upstream("b")]
    proxy = Nginx([f"127.0.0.1:{s.server_address[1]}" for s in servers])
    try:
        wait_for_proxy(proxy, path="/")
        answers = [httpx.get(proxy.base_url + "/accounts/login/").text for _ in range(4)]
    finally:
        proxy.stop()
        for server in servers:
            server.shutdown()
    assert sorted(answers) == ["a 127.0.0.1", "a 127.0.0.1", "b 127.0.0.1", "b 127.0.0.1"]


def test_the_nginx_config_keeps_everything_nginx_writes_under_its_own_folder(tmp_path):
    config = nginx_config(tmp_path, "127.0.0.1:8080", ["127.0.0.1:8001", "127.0.0.1:8002"])
    paths = [
        line.split()[1].rstrip(";")
        for line in config.splitlines()
        if line.strip().startswith(("pid", "error_log", "client_body_temp_path", "proxy_temp"))
    ]
    assert len(paths) == 4
    assert all(path.startswith(str(tmp_path)) for path in paths)


def test_the_nginx_config_in_the_operations_guide_is_the_one_the_cluster_mode_generates():
    guide = (CHECKOUT / "docs" / "operations.md").read_text()
    shown = guide.split("```nginx\n", 1)[1].split("```", 1)[0]
    generated = nginx_config(
        Path("/srv/clubscore-nginx"), "127.0.0.1:8080", ["127.0.0.1:8001", "127.0.0.1:8002"]
    )
    assert shown == generated
