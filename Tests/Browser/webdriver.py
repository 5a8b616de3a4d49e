"""A small W3C WebDriver client for chromedriver, on the standard library only.

Why not Selenium: CI installs nothing from pip, and the suite needs a dozen endpoints.
Each Browser owns one chromedriver process (on a free loopback port) and one headless
Chromium session; two of them run side by side to use both cores.
"""

import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request

# The element key of the W3C protocol.
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class WebDriverError(Exception):
    pass


def _free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def find_chromium():
    """CHROME_BINARY wins; then Debian's chromium, then other common names."""
    explicit = os.environ.get("CHROME_BINARY")
    if explicit:
        return explicit
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    raise WebDriverError("no Chromium found; run scripts/install-browser-test-packages")


class Browser:
    """One headless Chromium driven through its own chromedriver."""

    def __init__(self, javascript=True, width=1280, height=900):
        driver = os.environ.get("CHROMEDRIVER") or shutil.which("chromedriver")
        if not driver:
            raise WebDriverError("no chromedriver found; run scripts/install-browser-test-packages")
        self.port = _free_port()
        self.profile = tempfile.mkdtemp(prefix="lifeline-browser-")
        self.process = subprocess.Popen(
            [driver, f"--port={self.port}", "--allowed-ips=127.0.0.1"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.base = f"http://127.0.0.1:{self.port}"
        self._wait_until_ready()
        arguments = [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            f"--window-size={width},{height}",
            f"--user-data-dir={self.profile}",
            "--no-first-run",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ]
        if not javascript:
            arguments.append("--blink-settings=scriptEnabled=false")
        capabilities = {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": find_chromium(), "args": arguments},
            "goog:loggingPrefs": {"browser": "ALL"},
            "pageLoadStrategy": "normal",
        }
        answer = self._call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session = answer["sessionId"]
        self._call("POST", self._path("/timeouts"), {"script": 60000, "pageLoad": 60000})

    def _wait_until_ready(self):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.base + "/status", timeout=2) as response:
                    if json.load(response)["value"].get("ready"):
                        return
            except (OSError, ValueError, KeyError):
                pass
            time.sleep(0.1)
        raise WebDriverError("chromedriver did not start within 20 s")

    def _path(self, suffix):
        return f"/session/{self.session}{suffix}"

    def _call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=120) as response:
                payload = json.load(response)
        except urllib.error.HTTPError as error:
            try:
                value = json.load(error).get("value", {})
                message = f"{value.get('error')}: {value.get('message', '').splitlines()[0]}"
            except (ValueError, AttributeError, IndexError):
                message = str(error)
            raise WebDriverError(f"{method} {path}: {message}") from None
        value = payload.get("value")
        if "sessionId" in payload and value is not None and "sessionId" not in value:
            value = dict(value, sessionId=payload["sessionId"])
        return value

    # Navigation and scripts

    def get(self, url):
        self._call("POST", self._path("/url"), {"url": url})

    def refresh(self):
        """Reloads the page, as its reader's reload does (the same document's storage)."""
        self._call("POST", self._path("/refresh"), {})

    def execute(self, script, *arguments):
        return self._call("POST", self._path("/execute/sync"), {"script": script, "args": list(arguments)})

    def execute_async(self, script, *arguments):
        return self._call("POST", self._path("/execute/async"), {"script": script, "args": list(arguments)})

    def cdp(self, command, parameters=None):
        """Chrome DevTools Protocol through chromedriver's goog/cdp/execute endpoint."""
        return self._call("POST", self._path("/goog/cdp/execute"), {"cmd": command, "params": parameters or {}})

    def set_viewport(self, width, height=900):
        """The layout viewport exactly `width` CSS px wide, as a phone or desktop shows it."""
        self.cdp(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )

    def set_color_scheme(self, scheme):
        """Emulates prefers-color-scheme ("light" or "dark") for the pages loaded after."""
        self.cdp("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})

    def browser_log(self):
        """Console entries since the last call (chromedriver's legacy log endpoint)."""
        return self._call("POST", self._path("/se/log"), {"type": "browser"}) or []

    # Elements and input

    def find(self, selector):
        found = self._call("POST", self._path("/elements"), {"using": "css selector", "value": selector})
        return [element[ELEMENT] for element in found]

    def click(self, element):
        self._call("POST", self._path(f"/element/{element}/click"), {})

    def clear(self, element):
        self._call("POST", self._path(f"/element/{element}/clear"), {})

    def type_into(self, element, text):
        self._call("POST", self._path(f"/element/{element}/value"), {"text": text})

    def press_key(self, key):
        """One key press through the Actions API (key: a character or a WebDriver key code)."""
        actions = {
            "actions": [
                {
                    "type": "key",
                    "id": "keyboard",
                    "actions": [{"type": "keyDown", "value": key}, {"type": "keyUp", "value": key}],
                }
            ]
        }
        self._call("POST", self._path("/actions"), actions)
        self._call("DELETE", self._path("/actions"))

    def screenshot_png(self):
        import base64

        return base64.b64decode(self._call("GET", self._path("/screenshot")))

    def quit(self):
        try:
            self._call("DELETE", self._path(""))
        except (WebDriverError, OSError, AttributeError):
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.quit()
