#!/usr/bin/env bash
# Starts a private MariaDB for the tests (own data dir, port and socket, so it never touches a system
# database), installing Debian's mariadb-server first when it is missing and we are root.
#   scripts/mariadb.sh start   -> prints nothing on success; the server listens on 127.0.0.1:$FM_MARIADB_PORT
#   scripts/mariadb.sh stop      -> stops it and waits until it has exited
#   scripts/mariadb.sh status    -> exit status 0 when it is running
# Tests connect as app/app and may create databases named app_*.
set -euo pipefail
PORT="${FM_MARIADB_PORT:-3307}"
DIR="${FM_MARIADB_DIR:-/tmp/fm-mariadb}"
SOCK="$DIR/mysqld.sock"

ensure_installed() {
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] && return 0
  if [ "$(id -u)" != 0 ]; then
    echo "MariaDB is not installed: run 'sudo apt-get install -y mariadb-server' first." >&2
    exit 1
  fi
  echo "Installing mariadb-server with apt-get…" >&2
  # Output to a file: the package's install script may start a service, which must not hold our stdio.
  mkdir -p "$DIR"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mariadb-server; } \
    </dev/null >"$DIR/apt.log" 2>&1 || { echo "apt-get failed; see $DIR/apt.log" >&2; exit 1; }
}

start() {
  ensure_installed
  if running; then return 0; fi
  local user=mysql
  id mysql >/dev/null 2>&1 || user="$(id -un)"
  if [ ! -d "$DIR/data/mysql" ]; then
    mkdir -p "$DIR/data"
    chown -R "$user" "$DIR"
    mariadb-install-db --no-defaults --user="$user" --datadir="$DIR/data" --auth-root-authentication-method=socket >"$DIR/install.log" 2>&1
  fi
  chown -R "$user" "$DIR"
  # Fully detached: its own session and no inherited stdio. A shell left waiting on the daemon with our
  # stdout would keep the caller's pipe open (CI's `| tee` then never ends).
  (cd "$DIR" && exec setsid /usr/sbin/mariadbd --no-defaults --user="$user" --datadir="$DIR/data" --socket="$SOCK" \
    --port="$PORT" --bind-address=127.0.0.1 --pid-file="$DIR/mariadb.pid" --skip-log-bin \
    --innodb-buffer-pool-size=64M --innodb-flush-log-at-trx-commit=2 --skip-name-resolve) \
    </dev/null >"$DIR/server.log" 2>&1 &
  for _ in $(seq 1 300); do
    mariadb-admin --socket="$SOCK" ping >/dev/null 2>&1 && break
    sleep 0.1
  done
  mariadb-admin --socket="$SOCK" ping >/dev/null 2>&1 || { echo "MariaDB did not start; see $DIR/server.log" >&2; tail -20 "$DIR/server.log" >&2; exit 1; }
  mariadb --socket="$SOCK" -e "CREATE USER IF NOT EXISTS 'app'@'127.0.0.1' IDENTIFIED BY 'app'; GRANT ALL ON \`app\\_%\`.* TO 'app'@'127.0.0.1';"
}

running() {
  mariadb-admin --socket="$SOCK" ping >/dev/null 2>&1
}

stop() {
  if [ ! -f "$DIR/mariadb.pid" ]; then
    # Started but not far enough to write its pid file: ask it over the socket.
    running && mariadb-admin --socket="$SOCK" shutdown >/dev/null 2>&1
    return 0
  fi
  local pid
  pid="$(cat "$DIR/mariadb.pid")"
  kill "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 300); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  kill -9 "$pid" 2>/dev/null || true
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  status) running ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
