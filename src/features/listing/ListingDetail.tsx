import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { Listing } from '../../lib/listing/normaliseListing'
import { RESTRICTED_HISTORY_BOARDS } from '../../../contract/boards'
import { pageUrl } from '../../ui/pageUrl'
import { config } from '../../app/config'
import { aboutParagraph } from '../../lib/listing/about'
import { listingSeo } from '../../lib/listing/seo'
import { listingImageUrl } from '../../services/realtyUrls'
import { LazyBoundary } from '../../ui/LazyBoundary'
import { Stage, Stages } from '../../ui/Stages'
import { streetLine } from '../listingCard'
import { AgentCard, usePageRealtor } from './AgentCard'
import { PhoneActionBar } from './PhoneActionBar'
import { Facts, Overview, Rooms } from './Facts'
import { ListingHistory } from './ListingHistory'
import { BoardNotice } from './BoardNotice'
import { ListingNav } from './ListingNav'
import { LISTING_PAGE_PADDING } from './listingLayout'
import { LocationMap } from './LocationMap'
import { PhotoGrid } from './PhotoGrid'
import { Comparables, SimilarListings } from './RelatedListings'
import { Section } from './Section'
import { Seo } from './Seo'
import { SuggestionsBlock } from './SuggestionsBlock'
import { Summary } from './Summary'

/** The Contact Realtor modal and its form checks load on first use, not with the page. */
const ContactRealtor = lazy(async () => ({
  default: (await import('./contact/ContactRealtor')).ContactRealtor,
}))

/**
 * The mortgage calculator's text fields and select (MUI's input family, about 18 kB gzip) are
 * fetched once the page's first screen is in and evaluated in a task of their own, not with the
 * page's chunk; its stage is below the fold.
 */
const loadPaymentCalculator = () => import('./PaymentCalculator')
const PaymentCalculator = lazy(async () => ({
  default: (await loadPaymentCalculator()).PaymentCalculator,
}))

/** The sections under the top of the page render in this many stages (see useStages). */
const STAGES = 4

/** About the calculator's height, kept while its code arrives (it rarely has to wait). */
const CALCULATOR_MIN_HEIGHT_PX = 400

/** The side panel sticks after 128 px of scroll. */
export const STICKY_AFTER_PX = 128

/** True once the window has scrolled past `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => {
      setPast(window.scrollY > offset)
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      window.removeEventListener('scroll', update)
    }
  }, [offset])
  return past
}

/**
 * The side panel from medium width up; it sticks once the page has scrolled past
 * STICKY_AFTER_PX. Its own component, so that crossing that line re-renders the panel only.
 */
function SidePanel({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const stuck = useScrolledPast(STICKY_AFTER_PX)
  return (
    <Box
      component="aside"
      aria-label={label}
      sx={{ position: stuck ? 'sticky' : 'static', top: 88 }}
    >
      {children}
    </Box>
  )
}

export interface ListingDetailProps {
  readonly listing: Listing
  readonly token: string | undefined
  readonly listPath: string
}

/** The page's title, description and JSON-LD, in the visitor's language, for its address. */
function useListingSeo(listing: Listing, street: string, pageUrl: string, language: string) {
  const first = listing.images[0]
  return useMemo(
    () =>
      listingSeo(
        { ...listing, streetLine: street },
        pageUrl,
        first === undefined ? undefined : listingImageUrl(first, 'medium'),
        language,
      ),
    [listing, street, pageUrl, first, language],
  )
}

/**
 * Every section of a loaded listing. Memoized: the page above re-renders
 * as its query's status changes (a shown listing being refreshed), which leaves these props alone.
 */
export const ListingDetail = memo(function ListingDetail({
  listing,
  token,
  listPath,
}: ListingDetailProps) {
  const { t, i18n } = useTranslation('detail')
  const { t: tl } = useTranslation('listing')
  const location = useLocation()
  // A phone shows the summary inside the page, the agent's card near its end and a bottom
  // action bar; wider screens show both in a side panel. Only one layout is rendered, not both
  // with one hidden: the hidden half was a fifth of the first render's work on a phone.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('md'), { noSsr: true })
  const [contact, setContact] = useState<'closed' | 'open' | 'shut'>('closed')
  const realtor = usePageRealtor(listing.mlsNumber)
  const forSale = listing.type === 'Sale'
  useEffect(() => {
    // Fetched now, ready by its stage; a failure shows when the stage renders it.
    if (forSale) loadPaymentCalculator().catch(() => undefined)
  }, [forSale])
  const onContact = () => {
    setContact('open')
  }
  const street = streetLine(listing)
  const args = { mlsNumber: listing.mlsNumber, boardId: listing.boardId, token }
  const listingUrl = pageUrl(`${config.basePath}${location.pathname}`)
  const seo = useListingSeo(listing, street, listingUrl, i18n.language)
  const restricted = RESTRICTED_HISTORY_BOARDS.includes(listing.boardId)
  const about = aboutParagraph(
    { ...listing, address: { ...listing.address, streetLine: street } },
    i18n.language,
  )
  return (
    // On phones the bottom action bar covers the last 72 px: the page ends above it.
    <Container maxWidth="lg" sx={LISTING_PAGE_PADDING}>
      {/* The top of the page (photos, price, summary) commits first; the sections under it
          follow one stage per task. */}
      <Stages count={STAGES}>
        <Seo seo={seo} />
        <ListingNav listing={listing} listPath={listPath} pageUrl={listingUrl} title={seo.title} />

        <PhotoGrid images={listing.images} address={street || tl('addressHidden')} />

        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0, md: 5 },
            mt: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box component="article" aria-label={street || tl('addressHidden')}>
            {phone && (
              <Box sx={{ pb: 3 }}>
                <Summary listing={listing} onContact={onContact} headingLevel="h1" />
              </Box>
            )}
            <Stage at={1}>
              {restricted && <ListingHistory listing={listing} token={token} />}
              <Facts listing={listing} />
              <Overview listing={listing} />
              <Rooms listing={listing} />
            </Stage>
            <Stage at={2}>
              {listing.type === 'Sale' && (
                <LazyBoundary fallback={<Box sx={{ minHeight: CALCULATOR_MIN_HEIGHT_PX }} />}>
                  <PaymentCalculator listPrice={listing.listPrice} />
                </LazyBoundary>
              )}
              <Comparables listing={listing} signedIn={Boolean(token)} />
              <Section
                title={street ? t('about.title', { address: street }) : t('about.titleNoAddress')}
              >
                <Typography>{about}</Typography>
              </Section>
            </Stage>
            <Stage at={3}>
              <LocationMap listing={listing} />
              <SimilarListings args={args} signedIn={Boolean(token)} />
              {phone && <AgentCard realtor={realtor} onContact={onContact} />}
            </Stage>
          </Box>
          {!phone && (
            <SidePanel label={t('summary')}>
              <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2 }}>
                <Summary listing={listing} onContact={onContact} headingLevel="h1" />
              </Box>
              <AgentCard realtor={realtor} onContact={onContact} />
            </SidePanel>
          )}
        </Box>

        {/* Until the last sections are in, the footer stays out of view. */}
        <Stage at={STAGES} fallback={<Box sx={{ minHeight: '100vh' }} />}>
          <SuggestionsBlock args={args} lease={listing.type === 'Lease'} />
        </Stage>

        {phone && <PhoneActionBar realtor={realtor} onContact={onContact} />}

        {contact !== 'closed' && (
          <Suspense fallback={null}>
            <ContactRealtor
              open={contact === 'open'}
              onClose={() => {
                setContact('shut')
              }}
              listing={listing}
              address={street || listing.address.city}
              realtorName={realtor?.title}
            />
          </Suspense>
        )}

        {listing.boardNotice && (
          <Stage at={STAGES}>
            <BoardNotice notice={listing.boardNotice} />
          </Stage>
        )}
      </Stages>
    </Container>
  )
})
