#!/bin/sh
# Lighthouse (mobile preset, the CLI's default) on the production build of a listing detail page:
# a Toronto semi for sale on a restricted board (history prompt, comparables, similar listings,
# suggestions), from the generated dataset, which is the same on every machine. Starts
# `npm run serve` itself and stops it afterwards, so run it under the e2e lock:
#   flock /tmp/e2e.lock sh -c 'npm run build && sh bench/lighthouse-detail.sh'
set -eu
out=${LIGHTHOUSE_OUT:-bench/.lighthouse}
path=${DETAIL_PATH:-detail/on/toronto/forest-hill-south/1-windermere-ave-m5p-6y0/C5001960/2}
mkdir -p "$out"
setsid npm run serve >"$out/serve-detail.log" 2>&1 &
serve=$!
trap 'kill -- -$serve 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  if curl -sf http://localhost:5173/real-estate/ >/dev/null && curl -sf http://127.0.0.1:8787/health >/dev/null; then break; fi
  sleep 1
done
CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} node_modules/.bin/lighthouse \
  "http://localhost:5173/real-estate/$path" \
  --only-categories=performance,accessibility,best-practices,seo \
  --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
  --output=json --output-path="$out/detail.json" --quiet
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const s = Object.values(r.categories).map((c) => `${c.id} ${Math.round(c.score * 100)}`);
  console.log(`detail: ${s.join(", ")}; LCP ${r.audits["largest-contentful-paint"].displayValue}`);
  for (const a of Object.values(r.audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative") console.log(`  ${a.id}: ${a.displayValue ?? a.score}`);
' "$out/detail.json"
