import { PREFERRED_LANGUAGE_KEY } from '@pitchside/shared-ui/i18n';
import { Table, type TableColumn } from '@pitchside/shared-ui/table';
import { SESSION_HINT_COOKIE } from '@pitchside/shared-api/client/session-hint';
import { STORAGE_KEYS } from '@pitchside/shared-api/client/storage';
import { LANGUAGE_COOKIE } from '@pitchside/shared-api/contracts/language';
import { DocumentPage } from '../components/document-page';
import { useInfoTranslation } from '../page-texts';
import { Name } from './cookies.styles';

/** The sections of the cookie policy, in order (texts/cookies). */
export const COOKIES_SECTIONS = ['summary', 'stored', 'none', 'others', 'control'] as const;

type Place = 'cookie' | 'local' | 'session';
interface Stored { id: string; name: string; places: readonly Place[] }

/**
 * Everything the site keeps in the browser, by its real name: the names come from the code that writes
 * them, but the refresh token's cookie (server/src/modules/auth/refresh-cookie.ts) and the notice's key
 * (shell/src/features/maintenance/maintenance-banner.tsx), which no package shares.
 */
export const STORED: readonly Stored[] = [
  { id: 'accessToken', name: STORAGE_KEYS.accessToken, places: ['local'] },
  { id: 'user', name: STORAGE_KEYS.user, places: ['local'] },
  { id: 'refresh', name: 'pitchside_refresh', places: ['cookie'] },
  { id: 'session', name: SESSION_HINT_COOKIE, places: ['cookie'] },
  { id: 'language', name: LANGUAGE_COOKIE.name, places: ['cookie', 'local'] },
  { id: 'preferredLanguage', name: PREFERRED_LANGUAGE_KEY, places: ['local'] },
  { id: 'theme', name: STORAGE_KEYS.theme, places: ['cookie', 'local'] },
  { id: 'notice', name: 'pitchside:maintenance-dismissed:…', places: ['session'] },
];

function StoredTable() {
  const { t } = useInfoTranslation('cookies');
  const days = String(LANGUAGE_COOKIE.minutes / (24 * 60));
  const columns: TableColumn<Stored>[] = [
    { id: 'name', header: t('table.name'), rowHeader: true, card: 'title', cell: (row) => <Name dir="ltr">{row.name}</Name> },
    { id: 'where', header: t('table.where'), cell: (row) => row.places.map((place) => t(`places.${place}`)).join(', ') },
    { id: 'what', header: t('table.what'), cell: (row) => t(`items.${row.id}.what`) },
    { id: 'lasts', header: t('table.lasts'), cell: (row) => t(`items.${row.id}.lasts`, { days }) },
  ];
  return <Table caption={t('table.caption')} hideCaption columns={columns} rows={STORED} rowKey={(row) => row.id} framed />;
}

/** /cookies: what the site stores in the browser, why, for how long, and how to remove it. */
export default function CookiesPage() {
  return <DocumentPage page="cookies" sections={COOKIES_SECTIONS} extra={{ stored: <StoredTable /> }} />;
}
