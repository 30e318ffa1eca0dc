/**
 * An Excel workbook (.xlsx) written a page of rows at a time: each page becomes the sheet's
 * XML and is deflated into the zip as it arrives (fflate's streaming Zip), so 50,000 rows
 * are never held as objects nor as one long string. The cells are typed so that Excel keeps
 * what the CSV cannot promise:
 * - text is text, exactly (an 18-digit order number is not 1.23E+17, a leading zero stays);
 *   text a spreadsheet would run as a formula is marked as typed-with-apostrophe
 *   (`quotePrefix`), the workbook's own way of the CSV's apostrophe;
 * - money (a `CsvNumber` from `fenCsv`) is a number with two decimals in a yuan format, so
 *   sums work;
 * - times (`2026-11-21 15:30:00`) and days (`2026-11-21`) are date cells;
 * - the header row is bold and frozen, the columns as wide as their content.
 * Loaded only when an operator exports to Excel (no bytes on a list's first load).
 */
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { isFormulaLike } from './csv';
import { CsvNumber, type CsvColumn, type CsvValue } from './csvValue';

/** The cell styles of styles.xml, by position in `cellXfs`. */
const STYLE = { plain: 0, time: 1, day: 2, money: 3, quoted: 4, header: 5, percent: 6 } as const;

const STYLES_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="3">' +
  '<numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd"/>' +
  '<numFmt numFmtId="166" formatCode="&quot;¥&quot;#,##0.00;-&quot;¥&quot;#,##0.00"/>' +
  '</numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="7">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" quotePrefix="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  // Excel's own 0.00% (built-in format 10).
  '<xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const sheetNumbers = (sheets: number) => Array.from({ length: sheets }, (_, index) => index + 1);

/** The package's content types: one worksheet part per sheet. */
const contentTypesXml = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  sheetNumbers(sheets)
    .map(
      (n) =>
        `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

/** The workbook's parts: its sheets (rId1…), then the styles. */
const workbookRelsXml = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  sheetNumbers(sheets)
    .map(
      (n) =>
        `<Relationship Id="rId${n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${n}.xml"/>`,
    )
    .join('') +
  `<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  '</Relationships>';

const workbookXml = (names: string[]) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
  `<sheets>${names.map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('')}</sheets></workbook>`;

/**
 * A sheet's name as Excel allows it: at most 31 characters, none of `[]:*?/\`.
 * @internal exported for its tests
 */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, '_').slice(0, 31) || 'Sheet1';
}

// Characters XML 1.0 cannot carry at all (control characters but tab and line ends).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Text as the cell shows it: Excel reads `_xHHHH_` in a string as the character HHHH (an order
 * note `_x000D_` would come out as a line break, `_x0041_` as `A`), so the underscore that
 * starts one is itself written escaped (`_x005F_`), and the text reads back as written.
 */
function literalCellText(text: string): string {
  return text.replace(/_(?=x[0-9a-f]{4}_)/gi, '_x005F_');
}

/**
 * A cell reference's column letters: 0 → A, 25 → Z, 26 → AA.
 */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A day or time as Excel's serial number (days since 1899-12-30, the day's fraction after
 * the point), read from the text's own figures: no time zone enters.
 * @internal exported for its tests
 */
export function excelSerial(text: string): { serial: number; withTime: boolean } | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const date = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const check = new Date(date);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return undefined;
  const days = (date - Date.UTC(1899, 11, 30)) / 86_400_000;
  const seconds = hour === undefined ? 0 : Number(hour) * 3600 + Number(minute) * 60 + Number(second ?? 0);
  return { serial: days + seconds / 86_400, withTime: hour !== undefined };
}

/** One cell's XML, typed as the module's header says. */
function cellXml(value: CsvValue, ref: string, header = false): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof CsvNumber) return `<c r="${ref}" s="${STYLE[value.as]}"><v>${value.text}</v></c>`;
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (!header) {
    const time = excelSerial(value);
    if (time)
      return `<c r="${ref}" s="${time.withTime ? STYLE.time : STYLE.day}"><v>${+time.serial.toFixed(8)}</v></c>`;
  }
  const style = header ? STYLE.header : isFormulaLike(value) ? STYLE.quoted : STYLE.plain;
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${escapeXml(literalCellText(value))}</t></is></c>`;
}

/** How wide a text shows, in Excel's character widths: a Chinese character takes two. */
function displayWidth(value: CsvValue): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof CsvNumber) return value.text.length + 4;
  const text = String(value);
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) > 0x2e80 ? 2 : 1;
  return width;
}

/** Each column as wide as its title and the widest of these rows, within 8 to 60. */
function columnWidths<T>(columns: CsvColumn<T>[], rows: T[]): number[] {
  return columns.map((column) => {
    let widest = displayWidth(column.title);
    for (const row of rows) widest = Math.max(widest, displayWidth(column.value(row)));
    return Math.min(60, Math.max(8, widest + 2));
  });
}

/**
 * A workbook being written. `add` takes a page of rows (the first page also sets the column
 * widths), `finish` returns the file's parts for a Blob. Each page is deflated when it is
 * added: nothing of it stays but its compressed bytes. With `summary` (a sheet's name), the
 * workbook has a second sheet that `finish` fills with label/value rows (a count and a total):
 * the data sheet then holds nothing but its header and its records, as a bank's import reads it.
 */
export function xlsxWriter<T>(title: string, columns: CsvColumn<T>[], { summary }: { summary?: string } = {}) {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let failure: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else parts.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const stored = (path: string, xml: string) => {
    const file = new ZipPassThrough(path);
    zip.add(file);
    file.push(strToU8(xml), true);
  };
  const names = summary === undefined ? [sheetName(title)] : [sheetName(title), sheetName(summary)];
  stored('[Content_Types].xml', contentTypesXml(names.length));
  stored('_rels/.rels', ROOT_RELS_XML);
  stored('xl/workbook.xml', workbookXml(names));
  stored('xl/_rels/workbook.xml.rels', workbookRelsXml(names.length));
  stored('xl/styles.xml', STYLES_XML);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  const letters = columns.map((_, index) => columnLetters(index));
  let rowNumber = 1;
  let started = false;

  const rowXml = (cells: CsvValue[], header = false) => {
    const xml = cells.map((value, index) => cellXml(value, `${columnLetters(index)}${rowNumber}`, header)).join('');
    return `<row r="${rowNumber++}">${xml}</row>`;
  };

  const start = (firstRows: T[]) => {
    started = true;
    const cols = columnWidths(columns, firstRows)
      .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
      .join('');
    sheet.push(
      strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
          '<sheetViews><sheetView workbookViewId="0">' +
          '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
          '</sheetView></sheetViews>' +
          `<cols>${cols}</cols><sheetData>` +
          rowXml(
            columns.map((column) => column.title),
            true,
          ),
      ),
    );
  };

  return {
    add(rows: T[]) {
      if (!started) start(rows);
      let xml = '';
      for (const row of rows) xml += rowXml(columns.map((column) => column.value(row)));
      sheet.push(strToU8(xml));
    },
    /** `summaryRows`: the summary sheet's rows (label, value…), when the writer has one. */
    finish(summaryRows: CsvValue[][] = []): BlobPart[] {
      if (!started) start([]);
      // The header filters every column, as an accountant would switch on first.
      const range = `A1:${letters[letters.length - 1] ?? 'A'}${Math.max(1, rowNumber - 1)}`;
      sheet.push(strToU8(`</sheetData><autoFilter ref="${range}"/></worksheet>`), true);
      if (summary !== undefined) {
        rowNumber = 1;
        const widths = [0, 1].map((index) => Math.max(8, ...summaryRows.map((cells) => displayWidth(cells[index]))));
        stored(
          'xl/worksheets/sheet2.xml',
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
            '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
            `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${Math.min(60, width + 2)}" customWidth="1"/>`).join('')}</cols>` +
            `<sheetData>${summaryRows.map((cells) => rowXml(cells)).join('')}</sheetData></worksheet>`,
        );
      }
      zip.end();
      if (failure) throw failure;
      return parts;
    },
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
