#!/bin/sh
# Restarts deploy/compose.yaml's instances without downtime: app1, then app2, each one only once
# the other is ready and back in Caddy's rotation. After `docker compose … build` it rolls out
# the new image; without it, it restarts the same one.
#
#   deploy/rolling-restart.sh                                 # reads deploy/compose.env
#   COMPOSE_ENV_FILE=/etc/agency-site/compose.env deploy/rolling-restart.sh
#
# For each instance, `up -d --no-deps --force-recreate --wait`: compose stops the old container
# (SIGTERM: /readyz 503 at once, it serves on for SHUTDOWN_DRAIN_MS while Caddy takes it out,
# then finishes what is in flight), starts the new one and returns once its healthcheck
# (/readyz) passes. One that is not ready within WAIT_TIMEOUT seconds (180) stops the script:
# the other instance goes on serving. Then PROXY_NOTICE_SECONDS (3) for Caddy's next health
# check (every 2 s, deploy/Caddyfile) to send it traffic again, before the next one stops.
# tests/integration/rolling-restart-caddy.test.ts runs this script.
set -eu

deploy=$(cd "$(dirname "$0")" && pwd)
env_file=${COMPOSE_ENV_FILE:-$deploy/compose.env}

for service in app1 app2; do
  echo "rolling-restart: recreating $service" >&2
  if ! docker compose -f "$deploy/compose.yaml" --env-file "$env_file" \
    up --detach --no-deps --force-recreate --wait --wait-timeout "${WAIT_TIMEOUT:-180}" "$service"; then
    echo "rolling-restart: $service is not ready; stopped here, the other instance was not touched" >&2
    exit 1
  fi
  sleep "${PROXY_NOTICE_SECONDS:-3}"
done
echo "rolling-restart: done" >&2
