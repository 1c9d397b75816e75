import type { Language } from '../../../contract/customer'
import { escapeHtml as e } from '../alerts/email/html'
import type { CustomerExport, ExportedTable } from './customerExport'

const PAGE = {
  en: {
    title: 'Your data held by Homewise Realty',
    intro: (at: string) =>
      `Everything the brokerage holds about your account, as of ${at} (UTC). Each section is one kind of record; an empty section holds nothing of yours.`,
    none: 'Nothing held.',
    download: 'Download',
    tables: {
      customers: 'Profile',
      saved_homes: 'Saved homes',
      saved_searches: 'Saved searches',
      saved_search_alerts: 'Alerts of your saved searches',
      alert_listing_state: 'Listings your alerts last told you about',
      applications: 'Pre-approval applications',
      application_signers: 'Signers of your applications',
      application_documents: 'Documents of your applications',
      application_matches: 'Lender offers',
      alert_outbox: 'E-mails to you or about your requests',
      crm_events: 'Events sent or to be sent to our CRM',
      leads: 'Requests you sent us',
      staff_audit_log: 'Staff reads of your applications',
      privacy_audit_log: 'Your exports and deletions',
    } satisfies Record<ExportedTable, string>,
  },
  fr: {
    title: 'Vos données détenues par Homewise Realty',
    intro: (at: string) =>
      `Tout ce que le courtier détient sur votre compte, au ${at} (UTC). Chaque section est un type d’enregistrement ; une section vide ne contient rien de vous.`,
    none: 'Rien de détenu.',
    download: 'Télécharger',
    tables: {
      customers: 'Profil',
      saved_homes: 'Propriétés sauvegardées',
      saved_searches: 'Recherches sauvegardées',
      saved_search_alerts: 'Alertes de vos recherches',
      alert_listing_state: 'Inscriptions signalées par vos alertes',
      applications: 'Demandes de préapprobation',
      application_signers: 'Signataires de vos demandes',
      application_documents: 'Documents de vos demandes',
      application_matches: 'Offres des prêteurs',
      alert_outbox: 'Courriels envoyés à vous ou sur vos demandes',
      crm_events: 'Événements transmis ou à transmettre à notre CRM',
      leads: 'Demandes que vous nous avez envoyées',
      staff_audit_log: 'Consultations de vos demandes par le personnel',
      privacy_audit_log: 'Vos exportations et suppressions',
    } satisfies Record<ExportedTable, string>,
  },
} as const

const cell = (value: unknown) =>
  value === null || value === undefined
    ? '<span class="empty">—</span>'
    : e(typeof value === 'string' ? value : JSON.stringify(value))

function rowTable(row: Record<string, unknown>, download: string): string {
  const lines = Object.entries(row).map(([name, value]) =>
    name === 'download' && typeof value === 'string'
      ? `<tr><th>${e(name)}</th><td><a href="${e(value)}">${e(download)}</a> <code>${e(value)}</code></td></tr>`
      : `<tr><th>${e(name)}</th><td>${cell(value)}</td></tr>`,
  )
  return `<table>${lines.join('')}</table>`
}

/**
 * The export as a page a person reads: one section per kind of record, every value escaped (a
 * saved search's name or a message is the customer's own text, and may look like markup).
 */
export function exportPage(data: CustomerExport, language: Language): string {
  const t = PAGE[language]
  const sections = (Object.keys(t.tables) as ExportedTable[]).map((table) => {
    const rows = data.tables[table]
    const body =
      rows.length === 0
        ? `<p class="empty">${e(t.none)}</p>`
        : rows.map((row) => rowTable(row, t.download)).join('\n')
    return `<section><h2>${e(t.tables[table])} <small>(${String(rows.length)})</small></h2>\n${body}</section>`
  })
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#1f2933;line-height:1.4}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #d9dee3}small{color:#5f6b76;font-weight:400}
table{border-collapse:collapse;width:100%;margin:8px 0 16px;font-size:.9rem}th,td{border:1px solid #e6e9ed;padding:4px 8px;text-align:left;vertical-align:top}
th{width:30%;background:#f6f8fa;font-weight:600}td{overflow-wrap:anywhere}.empty{color:#5f6b76}</style></head>
<body><h1>${e(t.title)}</h1>
<p>${e(t.intro(data.generatedAt.slice(0, 16).replace('T', ' ')))}</p>
${sections.join('\n')}
</body></html>`
}
