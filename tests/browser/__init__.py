"""Real-browser tests (Playwright + Debian Chromium)."""
