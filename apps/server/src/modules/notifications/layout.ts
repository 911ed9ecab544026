import { dir, type Locale } from '@manara/shared/i18n/index';

/** What a message says, independent of its format: the layout makes the HTML and the plain-text part. */
export interface MailContent {
  subject: string;
  /** The greeting line, e.g. "مرحبًا ليلى،". */
  greeting: string;
  /** Paragraphs of plain text (never HTML: escaped in the HTML part). */
  paragraphs: string[];
  /** Labelled values shown as a small table (an inquiry's name, e-mail, message…). */
  details?: { label: string; value: string }[];
  /** Items listed with a link each (a saved search's new listings). */
  items?: { label: string; url: string }[];
  /** The main button. */
  action?: { label: string; url: string };
  /** A line under the button, e.g. "this link works for 45 minutes". */
  note?: string;
}

const BRAND = { ar: 'منارة', en: 'Manara' } as const;
const FOOTER = {
  ar: 'وصلتك هذه الرسالة لأن لديك حسابًا في منارة أو تواصلت معنا.',
  en: 'You received this message because you have a Manara account or contacted us.',
} as const;
const UNSUBSCRIBE = { ar: 'إيقاف رسائل من هذا النوع', en: 'Stop messages of this kind' } as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The branded message in both parts: right-to-left HTML for Arabic (lang and dir on the root and the
 * body, inline styles only: mail clients drop style sheets) and the same words as plain text.
 */
export function renderMail(
  content: MailContent,
  language: Locale,
  links: { origin: string; unsubscribe?: string },
): { subject: string; html: string; text: string } {
  const direction = dir(language);
  const align = direction === 'rtl' ? 'right' : 'left';
  const brand = BRAND[language];
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.7">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body dir="${direction}" style="margin:0;background:#f5f5f4;font-family:Tahoma,Arial,sans-serif;color:#1c1917;text-align:${align}">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px">`,
    `<p style="margin:0 0 24px;font-size:22px;font-weight:bold"><a href="${escapeHtml(links.origin)}${language === 'en' ? '/en' : '/'}" style="color:#6b1d2e;text-decoration:none">${brand}</a></p>`,
    `<div style="background:#ffffff;border-radius:16px;padding:24px">`,
    p(content.greeting),
    ...content.paragraphs.map(p),
    content.details?.length
      ? `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${content.details
          .map(
            (d) =>
              `<tr><th scope="row" style="text-align:${align};vertical-align:top;padding:4px 0;padding-inline-end:12px;color:#57534e;white-space:nowrap">${escapeHtml(d.label)}</th><td dir="auto" style="padding:4px 0;white-space:pre-line">${escapeHtml(d.value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    content.items?.length
      ? `<ul style="margin:0 0 16px;padding-inline-start:20px">${content.items
          .map(
            (i) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(i.url)}" style="color:#6b1d2e" dir="auto">${escapeHtml(i.label)}</a></li>`,
          )
          .join('')}</ul>`
      : '',
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#6b1d2e;color:#ffffff;padding:12px 20px;border-radius:12px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`
      : '',
    content.note ? `<p style="margin:0;color:#57534e;font-size:14px">${escapeHtml(content.note)}</p>` : '',
    `</div>`,
    `<p style="margin:16px 0 0;color:#78716c;font-size:12px">${FOOTER[language]}`,
    links.unsubscribe ? ` <a href="${escapeHtml(links.unsubscribe)}" style="color:#78716c">${UNSUBSCRIBE[language]}</a>` : '',
    `</p></div></body></html>`,
  ].join('');
  const text = [
    brand,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((t) => [t, '']),
    ...(content.details?.length ? [...content.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(content.items?.length ? [...content.items.map((i) => `- ${i.label}\n  ${i.url}`), ''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    FOOTER[language],
    ...(links.unsubscribe ? [`${UNSUBSCRIBE[language]}: ${links.unsubscribe}`] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
