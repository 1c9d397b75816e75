#!/bin/sh
# Lighthouse (mobile preset, the CLI's default) on the production build: ROUNDS interleaved rounds
# (default 3: every route once, then every route again, …) over the nine routes below, then one
# table of each route's median (performance, accessibility, best practices, SEO, LCP, CLS, TBT)
# and the lowest single performance score. The listing page is the dearest Toronto semi for sale,
# asked of the running service (bench/lighthouseListing.ts; DETAIL_PATH picks another). Starts `npm run serve` itself and stops it afterwards, so run it under the e2e lock:
#   flock /tmp/e2e.lock sh -c 'npm run build && sh bench/lighthouse.sh'
# PAGES limits the routes, e.g. PAGES='contact detail'; ROUNDS=1 for a quick check.
#
# PROFILE=slow-host measures the same modest phone on every host. The mobile preset slows the CPU
# 4× whatever the host, so a slow host measures a slower phone than a fast one (its score fell to
# 77–84 where a fast host gave 99–100). This profile first has Lighthouse measure the host's
# benchmark index (its `environment.benchmarkIndex`, in one run on the home page) and slows the
# CPU by index / TARGET_INDEX instead (TARGET_INDEX, default 500: a mid-range Android phone's index;
# never below 1×, so a host slower than that phone is measured as it is). The slowdown and the
# index are printed before the table:
#   flock /tmp/e2e.lock sh -c 'npm run build && PROFILE=slow-host sh bench/lighthouse.sh'
set -eu
out=${LIGHTHOUSE_OUT:-bench/.lighthouse}
pages=${PAGES:-home contact about list detail map trends calculators pre-approval}
rounds=${ROUNDS:-3}
profile=${PROFILE:-default}
target_index=${TARGET_INDEX:-500}
chrome=${CHROMIUM_PATH:-/usr/bin/chromium}
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
throttling=''
case $profile in
  default) ;;
  slow-host)
    CHROME_PATH=$chrome node_modules/.bin/lighthouse http://localhost:5173/real-estate/ \
      --only-categories=performance --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
      --output=json --output-path="$out/host-index.json" --quiet
    index=$(node -e 'console.log(Math.round(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).environment.benchmarkIndex))' "$out/host-index.json")
    slowdown=$(node -e 'console.log(Math.max(1, Number(process.argv[1]) / Number(process.argv[2])).toFixed(2))' "$index" "$target_index")
    echo "slow-host profile: host benchmark index $index, CPU slowdown ${slowdown}× (a phone of index $target_index)"
    throttling="--throttling.cpuSlowdownMultiplier=$slowdown"
    ;;
  *)
    echo "PROFILE must be default or slow-host, not $profile" >&2
    exit 2
    ;;
esac
echo "load before: $(uptime)"
for round in $(seq 1 "$rounds"); do
  for name in $pages; do
    case $name in
      home) page='' ;;
      list) page='list/on/toronto' ;;
      detail) page=$detail ;;
      *) page=$name ;;
    esac
    # $throttling is empty or one word: unquoted, so that an empty one passes nothing.
    # shellcheck disable=SC2086
    CHROME_PATH=$chrome node_modules/.bin/lighthouse $throttling \
      "http://localhost:5173/real-estate/$page" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags='--headless=new --no-sandbox --disable-gpu' \
      --output=json --output-path="$out/$name.$round.json" --quiet ||
      echo "lighthouse failed on /$page (round $round)"
  done
done
echo "load after: $(uptime)"
node bench/lighthouseTable.mjs "$out" $pages
