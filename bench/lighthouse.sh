#!/bin/sh
# Lighthouse (mobile preset, the CLI's default) on the production build of / and /contact.
# Starts `npm run serve` itself and stops it afterwards, so run it under the e2e lock:
#   flock /tmp/e2e.lock sh -c 'npm run build && sh bench/lighthouse.sh'
set -eu
out=${LIGHTHOUSE_OUT:-bench/.lighthouse}
mkdir -p "$out"
setsid npm run serve >"$out/serve.log" 2>&1 &
serve=$!
trap 'kill -- -$serve 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  if curl -sf http://localhost:5173/real-estate/ >/dev/null && curl -sf http://127.0.0.1:8787/health >/dev/null; then break; fi
  sleep 1
done
for page in '' contact; do
  name=${page:-home}
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} node_modules/.bin/lighthouse \
    "http://localhost:5173/real-estate/$page" \
    --only-categories=performance,accessibility,best-practices,seo \
    --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
    --output=json --output-path="$out/$name.json" --quiet
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const s = Object.values(r.categories).map((c) => `${c.id} ${Math.round(c.score * 100)}`);
    console.log(`${process.argv[2]}: ${s.join(", ")}`);
    for (const a of Object.values(r.audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative") console.log(`  ${a.id}: ${a.displayValue ?? a.score}`);
  ' "$out/$name.json" "/$page"
done
