import type { TokenService } from '../../auth/tokens';
import { isLanguage, message, type Language, type Message } from '@fitness-manager/shared';
import { NotFoundError } from '../../common/errors';
import { assertTimeZone, isTimeZone } from '../../common/zoned-time';
import type { UserService } from '../users/user.service';
import { CsvLayout, ExportKind, type DownloadLink } from './data.types';
import type { DataExportService, Sink } from './export.service';

/** The file each export kind is saved as, on the user's date. */
export function exportFileName(kind: ExportKind, date: string): string {
  switch (kind) {
    case ExportKind.JSON:
      return `fitness-manager-${date}.json`;
    case ExportKind.DIARY_CSV:
      return `fitness-manager-diary-${date}.csv`;
    case ExportKind.WORKOUTS_CSV:
      return `fitness-manager-workouts-${date}.csv`;
  }
}

export const EXPORT_CONTENT_TYPES: Record<ExportKind, string> = {
  [ExportKind.JSON]: 'application/json; charset=utf-8',
  [ExportKind.DIARY_CSV]: 'text/csv; charset=utf-8',
  [ExportKind.WORKOUTS_CSV]: 'text/csv; charset=utf-8',
};

/** What a link says, and the language it was asked in (null when it does not say: a link that is not one of ours). */
export type DownloadCheck =
  | { ok: true; userId: number; kind: ExportKind; fileName: string; language: Language | null; write: (sink: Sink) => Promise<void> }
  | { ok: false; message: Message; language: Language | null };

const isCsvLayout = (text: string | undefined): text is CsvLayout => Object.values(CsvLayout).includes(text as CsvLayout);

/**
 * What a link's token carries beside the account: `kind:date:zone:language:layout`. Kinds, dates, languages and CSV
 * layouts hold no colon; a zone may (an offset zone such as "+05:30"), so it is whatever lies between the date and the
 * language. A grant without a layout (a link issued before layouts were carried) is COMMA's; one of three parts (no
 * language either: issued before languages were carried, when no zone held a colon) names its zone alone.
 */
export function grantOf(text: string) {
  const [kind, date, ...rest] = text.split(':') as [ExportKind, string, ...string[]];
  const csvLayout = isCsvLayout(rest[rest.length - 1]) ? (rest.pop() as CsvLayout) : CsvLayout.COMMA;
  const language = rest.length >= 2 ? rest.pop() : undefined;
  const zone = rest.length > 0 ? rest.join(':') : undefined;
  return { kind, date, zone, language: isLanguage(language) ? language : null, csvLayout };
}

/**
 * Downloads: a GraphQL mutation issues a link (a token signed for downloads only, bound to the account, its token
 * version, the export kind, the user's date and zone and the language it was asked in, valid for seconds and used
 * once; never the access token), and `GET /download` streams the file, or refuses in the link's language.
 */
export class DataService {
  constructor(
    private readonly tokens: TokenService,
    private readonly users: UserService,
    private readonly exports: DataExportService,
    /** Today in the server's zone: names the file when the client did not say its date. */
    private readonly today: () => string,
    /** The server's zone: the workouts CSV's times are written in it when the client did not say its own. */
    private readonly timeZone: string,
  ) {}

  async downloadLink(
    userId: number,
    kind: ExportKind,
    language: Language,
    today?: string | null,
    timeZone?: string | null,
    csvLayout: CsvLayout = CsvLayout.COMMA,
  ): Promise<DownloadLink> {
    const zone = assertTimeZone(timeZone ?? this.timeZone);
    const owner = await this.users.findTokenOwner(userId);
    if (!owner) throw NotFoundError.record('user', userId);
    const date = today ?? this.today();
    // Kind, date, zone, language and CSV layout travel in the token (`grantOf` reads them back).
    const grant = `${kind}:${date}:${zone}:${language}:${csvLayout}`;
    const { token, expiresAt } = this.tokens.issueDownload({ userId, tokenVersion: owner.tokenVersion, kind: grant });
    return { url: `/download?token=${encodeURIComponent(token)}`, expiresAt: new Date(expiresAt * 1000), fileName: exportFileName(kind, date) };
  }

  /** Checks a download token and says what to stream. */
  async download(token: string | undefined): Promise<DownloadCheck> {
    const check = token ? this.tokens.verifyDownload(token) : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      return check.reason === 'expired'
        ? { ok: false, message: message('server.download.expired'), language: check.kind === null ? null : grantOf(check.kind).language }
        : { ok: false, message: message('server.download.invalid'), language: null };
    }
    const { kind, date, zone = this.timeZone, language, csvLayout } = grantOf(check.kind);
    const owner = await this.users.findTokenOwner(check.userId);
    // A password change (or a deleted account) ends the links issued before, like the access tokens.
    if (!owner || owner.tokenVersion !== check.tokenVersion || !Object.values(ExportKind).includes(kind)) {
      return { ok: false, message: message('server.download.invalid'), language };
    }
    const userId = owner.id;
    const write =
      kind === ExportKind.JSON
        ? (sink: Sink) => this.exports.writeJson(userId, sink)
        : kind === ExportKind.DIARY_CSV
          ? (sink: Sink) => this.exports.writeDiaryCsv(userId, sink, csvLayout)
          : (sink: Sink) => this.exports.writeWorkoutsCsv(userId, sink, isTimeZone(zone) ? zone : this.timeZone, csvLayout);
    return { ok: true, userId, kind, fileName: exportFileName(kind, date), language, write };
  }
}
