#!/usr/bin/env bash
# The documentation platform's published workflow recipe for a static export (platform-facts.md),
# as a real shell script, for the download and end-to-end benchmarks: start the export with curl,
# then up to 60 status calls with a fixed `sleep 10`, exit 1 on `failed`, then the bundle call and
# the download of its `.bundleUrl` with `curl -o`.
#
#   API_URL=http://127.0.0.1:PORT ADMIN_KEY=svc_… DOMAIN=docs.example.com OUT=bundle.tar.gz \
#     bash bench/recipe.sh
#
# RECIPE_SLEEP and RECIPE_TRIES exist only to try the script out quickly; the benchmarks use the
# published 10 s and 60. It prints the job id and the status it saw on each try.
set -euo pipefail
: "${API_URL:?set API_URL}" "${ADMIN_KEY:?set ADMIN_KEY}" "${DOMAIN:?set DOMAIN}"
OUT="${OUT:-bundle.tar.gz}"
SLEEP="${RECIPE_SLEEP:-10}"
TRIES="${RECIPE_TRIES:-60}"

JOB_ID=$(curl -sS --fail -X POST "$API_URL/v1/static-export/jobs" \
  -H "Authorization: Bearer $ADMIN_KEY" -H "Content-Type: application/json" \
  -d "{\"domain\": \"$DOMAIN\"}" | jq -r .jobId)
echo "job: $JOB_ID"

for i in $(seq 1 "$TRIES"); do
  STATUS=$(curl -sS --fail "$API_URL/v1/static-export/jobs/$JOB_ID" \
    -H "Authorization: Bearer $ADMIN_KEY" | jq -r .status)
  echo "try $i: $STATUS"
  if [ "$STATUS" = "completed" ]; then break; fi
  if [ "$STATUS" = "failed" ]; then
    echo "export failed" >&2
    exit 1
  fi
  sleep "$SLEEP"
done

BUNDLE_URL=$(curl -sS --fail -X POST "$API_URL/v1/static-export/jobs/$JOB_ID/bundle" \
  -H "Authorization: Bearer $ADMIN_KEY" | jq -r .bundleUrl)
curl -sS --fail -o "$OUT" "$BUNDLE_URL"
echo "downloaded: $OUT"
