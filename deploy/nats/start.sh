#!/bin/sh
# Starts nats-server only when every password permissions.conf names is set and well formed. The server
# itself would take an empty one and let anyone sign in as that user without a password.
# Usage (the container's entrypoint): start.sh <nats-server arguments>
set -eu
permissions="$(dirname "$0")/permissions.conf"
missing=0
for name in $(sed -n 's/^[[:space:]]*password:[[:space:]]*\$\([A-Z_]*\).*/\1/p' "$permissions"); do
  value="$(printenv "$name" || true)"
  case "$value" in
    '') echo "$name is not set: each process needs its own NATS password" >&2; missing=1 ;;
    [!A-Za-z]* | *[!A-Za-z0-9]*) echo "$name must start with a letter and hold only letters and digits" >&2; missing=1 ;;
  esac
done
[ "$missing" -eq 0 ] || exit 1
exec nats-server "$@"
