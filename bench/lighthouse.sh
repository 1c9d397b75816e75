#!/bin/sh
# Lighthouse (mobile preset, the CLI's default) on the production build: ROUNDS interleaved rounds
# (default 3: every route once, then every route again, …) over the nine routes below, then one
# table of each route's median (performance, accessibility, best practices, SEO, LCP, CLS, TBT)
# and the lowest single performance score. The listing page is the dearest Toronto semi for sale,
# asked of the running service (bench/lighthouseListing.ts; DETAIL_PATH picks another). Starts `npm run serve` itself and stops it afterwards, so run it under the e2e lock:
#   flock /tmp/e2e.lock sh -c 'npm run build && sh bench/lighthouse.sh'
# PAGES limits the routes, e.g. PAGES='contact detail'; ROUNDS=1 for a quick check.
set -eu
out=${LIGHTHOUSE_OUT:-bench/.lighthouse}
pages=${PAGES:-home contact about list detail map trends calculators pre-approval}
rounds=${ROUNDS:-3}
mkdir -p "$out"
rm -f "$out"/*.json
# The local market holds still, so every round measures the same homes (the list's first, the listing).
FEED_EVENTS_PER_MINUTE=0 setsid npm run serve >"$out/serve.log" 2>&1 &
serve=$!
trap 'kill -- -$serve 2>/dev/null || true' EXIT
for _ in $(seq 1 180); do
  if curl -sf http://localhost:5173/real-estate/ >/dev/null && curl -sf http://127.0.0.1:8787/health >/dev/null; then break; fi
  sleep 1
done
detail=${DETAIL_PATH:-$(node_modules/.bin/tsx bench/lighthouseListing.ts)}
echo "listing page: /$detail"
echo "load before: $(uptime)"
for round in $(seq 1 "$rounds"); do
  for name in $pages; do
    case $name in
      home) page='' ;;
      list) page='list/on/toronto' ;;
      detail) page=$detail ;;
      *) page=$name ;;
    esac
    CHROME_PATH=${CHROMIUM_PATH:-/usr/bin/chromium} node_modules/.bin/lighthouse \
      "http://localhost:5173/real-estate/$page" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
      --output=json --output-path="$out/$name.$round.json" --quiet ||
      echo "lighthouse failed on /$page (round $round)"
  done
done
echo "load after: $(uptime)"
node bench/lighthouseTable.mjs "$out" $pages
