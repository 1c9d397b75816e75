#!/bin/sh
# Lighthouse (mobile preset, the CLI's default) on the production build of /, /contact and a listing
# detail page (a Toronto semi for sale on a restricted board, from the generated dataset, which is
# the same on every machine; DETAIL_PATH picks another). Starts `npm run serve` itself and stops it
# afterwards, so run it under the e2e lock:
#   flock /tmp/e2e.lock sh -c 'npm run build && sh bench/lighthouse.sh'
# PAGES limits the run, e.g. PAGES='contact detail'.
set -eu
out=${LIGHTHOUSE_OUT:-bench/.lighthouse}
detail=${DETAIL_PATH:-detail/on/toronto/newtonbrook-west/17-stillwater-lane-m2r-7x3/C5002168/2}
pages=${PAGES:-home contact detail}
mkdir -p "$out"
setsid npm run serve >"$out/serve.log" 2>&1 &
serve=$!
trap 'kill -- -$serve 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  if curl -sf http://localhost:5173/real-estate/ >/dev/null && curl -sf http://127.0.0.1:8787/health >/dev/null; then break; fi
  sleep 1
done
echo "load: $(uptime)"
for name in $pages; do
  case $name in
    home) page='' ;;
    detail) page=$detail ;;
    *) page=$name ;;
  esac
  CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} node_modules/.bin/lighthouse \
    "http://localhost:5173/real-estate/$page" \
    --only-categories=performance,accessibility,best-practices,seo \
    --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
    --output=json --output-path="$out/$name.json" --quiet
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const s = Object.values(r.categories).map((c) => `${c.id} ${Math.round(c.score * 100)}`);
    const m = (id) => r.audits[id].displayValue;
    console.log(`${process.argv[2]}: ${s.join(", ")}`);
    console.log(`  FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}, SI ${m("speed-index")}`);
    for (const a of Object.values(r.audits)) if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative") console.log(`  ${a.id}: ${a.displayValue ?? a.score}`);
  ' "$out/$name.json" "/$page"
done
