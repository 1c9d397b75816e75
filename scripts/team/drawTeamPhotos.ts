// The roster's photos as the e-mails and the thank-you show them: public/team/<id>.png, which the
// build copies to /real-estate/team/<id>.png (the roster's `/team/<id>.png`). Each is the drawn
// headshot the site's team cards show (src/features/team/), rendered as PNG because mail readers
// (Gmail, Outlook) do not show SVG images. A brokerage with real photos replaces the files, or
// points the roster at its own URLs. Run with `npx tsx scripts/team/drawTeamPhotos.ts` after
// adding a realtor to the roster (one without a look below or a team card stops it, named).
import { mkdirSync, writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { portraitArt } from '../../src/app/theme/portraitArt'
import { brand, status } from '../../src/app/theme/tokens'
import { headshot, type HeadshotLook } from '../../src/features/team/headshot'
import { realtors } from '../../src/features/team/realtors'
import { DEFAULT_ROSTER_FILE, readRoster } from '../../server/src/leads/roster'

/** Twice the largest size an e-mail shows them at (72 px), for sharp screens. */
const SIZE = 192
const OUT = new URL('../../public/team/', import.meta.url)

/** The roster's realtors who have no card on the site's team carousel. */
const LOOKS: Readonly<Record<string, HeadshotLook>> = {
  'isabelle.gagnon': {
    skin: portraitArt.skin.fair,
    hair: portraitArt.hair.chestnut,
    shirt: brand.primaryText,
    backdrop: portraitArt.backdrop.lilac,
    hairStyle: 'long',
  },
  'julien.roy': {
    skin: portraitArt.skin.light,
    hair: portraitArt.hair.brown,
    shirt: status.forSale,
    backdrop: portraitArt.backdrop.blue,
    hairStyle: 'short',
  },
  'nadia.lefebvre': {
    skin: portraitArt.skin.warm,
    hair: portraitArt.hair.darkBrown,
    shirt: brand.primaryDeep,
    backdrop: portraitArt.backdrop.green,
    hairStyle: 'bun',
  },
  'ravi.sharma': {
    skin: portraitArt.skin.medium,
    hair: portraitArt.hair.black,
    shirt: brand.inkMuted,
    backdrop: portraitArt.backdrop.violet,
    hairStyle: 'crop',
  },
}

/** The SVG inside a headshot's data URI. */
const svgOf = (dataUri: string) => decodeURIComponent(dataUri.slice(dataUri.indexOf(',') + 1))

const cards = new Map(realtors.map((card) => [card.id, card.photos[0]?.src]))
mkdirSync(OUT, { recursive: true })
for (const realtor of readRoster(DEFAULT_ROSTER_FILE)) {
  const look = LOOKS[realtor.id]
  const drawn = cards.get(realtor.id) ?? (look && headshot(look))
  if (!drawn) throw new Error(`${realtor.id} has no team card and no look in this script`)
  const png = new Resvg(svgOf(drawn), { fitTo: { mode: 'width', value: SIZE } }).render().asPng()
  writeFileSync(new URL(`${realtor.id}.png`, OUT), png)
  console.log(`public/team/${realtor.id}.png (${String(png.length)} bytes)`)
}
