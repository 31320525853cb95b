import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { htmlToPlainText } from '../../mail/inbound/inbound-mime';
import type { MessageDto, MessageSummaryDto } from '../../messages/dto/message.dto';
import type { ThreadMessageDto } from '../../threads/dto/thread.dto';
import { CONTENT_TRUST_FIELD, UNTRUSTED, UNTRUSTED_NOTICE, wrapUntrusted } from '../untrusted-content';
import type { PageOf, ToolErrorBody, ToolOutputs } from './mail-operations';
import type { ToolName } from './tool-definitions';

/** List previews keep an agent's context small; get_message reads a message in full. */
export const PREVIEW_CHARS = 500;

type Presented = { text: string; structured: Record<string, unknown> };

const untrusted = (structured: Record<string, unknown>) => ({ [CONTENT_TRUST_FIELD]: UNTRUSTED, ...structured });

/** Lead text outside the wrapper, the notice, then the mail content inside it. */
function withMail(lead: string, mail: string): string {
  return `${lead}\n${UNTRUSTED_NOTICE}\n${wrapUntrusted(mail).text}`;
}

function preview(text: string): string {
  const compact = text.replace(/\s+/g, ' ').trim();
  return compact.length > PREVIEW_CHARS ? `${compact.slice(0, PREVIEW_CHARS)}…` : compact;
}

function more(page: PageOf<unknown>): string {
  return page.has_more ? `More on the next page: pass cursor "${page.next_cursor}".` : 'This is the last page.';
}

function pageFields<T>(page: PageOf<T>, key: string): Record<string, unknown> {
  return { [key]: page.items, next_cursor: page.next_cursor, has_more: page.has_more };
}

function sender(m: { from: string; from_name: string | null }): string {
  return m.from_name ? `${m.from_name} <${m.from}>` : m.from;
}

function summaryBlock(m: MessageSummaryDto | ThreadMessageDto): string {
  const attachments = m.attachment_count ? `\nAttachments: ${m.attachment_count}` : '';
  return `Message ${m.id} (${m.direction}, ${m.created_at})\nFrom: ${sender(m)}\nTo: ${m.to}\nSubject: ${m.subject}${attachments}\n\n${preview(m.body_text)}`;
}

/** The message DTO plus its HTML body as plain text (what an agent can read). */
export function withHtmlAsText(message: MessageDto): MessageDto & { body_html_text: string } {
  return { ...message, body_html_text: message.body_html ? htmlToPlainText(message.body_html) : '' };
}

function messageBlock(m: MessageDto & { body_html_text: string }): string {
  const lines = [`From: ${sender(m)}`, `To: ${m.to}`];
  if (m.cc) lines.push(`Cc: ${m.cc}`);
  if (m.reply_to) lines.push(`Reply-To: ${m.reply_to}`);
  lines.push(`Subject: ${m.subject}`, `Date: ${m.created_at}`);
  if (m.attachments.length) {
    lines.push(`Attachments: ${m.attachments.map((a) => `${a.filename ?? '(no name)'} (${a.content_type}, ${a.size} bytes, id ${a.id})`).join('; ')}`);
  }
  let text = `${lines.join('\n')}\n\n${m.body_text}`;
  if (m.body_html_text && m.body_html_text.trim() !== m.body_text.trim()) text += `\n\n--- HTML body as text ---\n${m.body_html_text}`;
  return text;
}

function messageLead(m: MessageDto): string {
  const status = m.direction === 'outbound' && m.status ? `, delivery ${m.status}${m.status_reason ? ` (${m.status_reason})` : ''}` : '';
  const auth = m.authentication ? ` Sender authentication: ${m.authentication.summary} (${m.authentication.authenticated ? 'authenticated for the From domain' : 'NOT authenticated: the From address may be forged'}).` : '';
  return `Message ${m.id} (${m.direction}${status}) in inbox ${m.inbox_id}${m.thread_id ? `, thread ${m.thread_id}` : ''}.${auth}`;
}

function presentMessage(message: MessageDto): Presented {
  const full = withHtmlAsText(message);
  return { text: withMail(messageLead(message), messageBlock(full)), structured: untrusted({ message: full }) };
}

const SOURCE_NAMES = { subject: 'the subject', text: 'the text part', html: 'the HTML body', link: 'a link' } as const;

function presentCode(found: ToolOutputs['get_code']): Presented {
  const source = found.candidates.find((candidate) => candidate.accepted)?.source ?? null;
  const where = source ? ` (in ${SOURCE_NAMES[source]})` : '';
  return {
    text: withMail(`Found a ${found.kind === 'code' ? 'verification code' : 'confirmation link'} in message ${found.message_id}${where}.`, `${found.kind}: ${found.code}\nfound in: ${found.text}`),
    structured: untrusted({ code: found.code, kind: found.kind, text: found.text, message_id: found.message_id, source, candidates: found.candidates }),
  };
}

function inboxLine(inbox: { id: string; address: string; type?: string; expires_at: string | null }): string {
  return `${inbox.address} (${inbox.type ?? 'temporary'}, id ${inbox.id}${inbox.expires_at ? `, expires ${inbox.expires_at}` : ''})`;
}

const presenters: { [N in ToolName]: (result: ToolOutputs[N]) => Presented } = {
  create_inbox: (inbox) => ({
    text:
      `Created inbox ${inboxLine(inbox)}.` +
      (inbox.token ? `\nToken (shown only now, store it): ${inbox.token} — it opens this inbox alone (header X-Inbox-Token).` : ''),
    structured: { inbox },
  }),
  list_inboxes: (page) => ({
    text: page.items.length ? `${page.items.map((inbox) => `- ${inboxLine(inbox)}`).join('\n')}\n${more(page)}` : 'No inboxes.',
    structured: pageFields(page, 'inboxes'),
  }),
  get_inbox: (inbox) => {
    if (!('messages' in inbox)) return { text: `Inbox ${inboxLine(inbox)}.`, structured: { inbox } };
    const { messages, next_cursor, has_more, ...rest } = inbox;
    const lead = `Inbox ${inboxLine({ ...rest, type: 'temporary' })}. ${messages.length ? `Latest messages:` : 'No messages yet.'}`;
    return {
      text: messages.length ? withMail(lead, messages.map(summaryBlock).join('\n\n---\n\n')) : lead,
      structured: untrusted({ inbox: { ...rest, type: 'temporary' }, messages, next_cursor, has_more }),
    };
  },
  extend_inbox: (inbox) => ({ text: `Inbox ${inboxLine(inbox)}.`, structured: { inbox } }),
  delete_inbox: ({ inbox_id }) => ({ text: `Deleted inbox ${inbox_id} with all its mail.`, structured: { deleted: true, inbox_id } }),
  list_messages: (page) => ({
    text: page.items.length ? withMail(`${page.items.length} message(s), newest first. ${more(page)}`, page.items.map(summaryBlock).join('\n\n---\n\n')) : 'No messages.',
    structured: untrusted(pageFields(page, 'messages')),
  }),
  get_message: presentMessage,
  wait_for_message: presentMessage,
  get_code: presentCode,
  wait_for_code: presentCode,
  list_threads: (page) => ({
    text: page.items.length
      ? withMail(
          `${page.items.length} thread(s), most recent activity first. ${more(page)}`,
          page.items.map((t) => `Thread ${t.id} (${t.msg_count} message(s), last ${t.last_at})\nSubject: ${t.subject}`).join('\n\n'),
        )
      : 'No threads.',
    structured: untrusted(pageFields(page, 'threads')),
  }),
  get_thread: (thread) => ({
    text: withMail(`Thread ${thread.id} in inbox ${thread.inbox_id}: ${thread.msg_count} message(s), oldest first.`, `Subject: ${thread.subject}\n\n${thread.messages.map(summaryBlock).join('\n\n---\n\n')}`),
    structured: untrusted({ thread }),
  }),
  send_message: (message) => ({
    text: `Queued message ${message.id} from ${message.from} to ${message.to} (status ${message.status}); follow delivery with get_message.`,
    structured: { message },
  }),
  reply_to_message: (message) => ({
    text: withMail(`Queued reply ${message.id} in thread ${message.thread_id} (status ${message.status}); follow delivery with get_message.`, `From: ${message.from}\nTo: ${message.to}\nSubject: ${message.subject}`),
    structured: untrusted({ message }),
  }),
  list_domains: (page) => ({
    text: page.items.length ? `${page.items.map((d) => `- ${d.domain} (id ${d.id}, ${d.verified ? 'verified' : 'not verified'})`).join('\n')}\n${more(page)}` : 'No custom domains.',
    structured: pageFields(page, 'domains'),
  }),
  create_domain: (domain) => ({
    text: `Added ${domain.domain} (id ${domain.id}). Publish these DNS records, then call verify_domain:\n${domain.records.map((r) => `- ${r.type} ${r.fqdn} ${r.priority !== undefined && r.priority !== null ? `${r.priority} ` : ''}${r.value}`).join('\n')}`,
    structured: { domain },
  }),
  verify_domain: (result) => ({
    text: `${result.verified ? 'Verified' : 'Not verified'}: MX ${result.mx_verified ? 'ok' : 'missing'}, SPF ${result.spf_verified ? 'ok' : 'missing'}, DKIM ${result.dkim_verified ? 'ok' : 'missing'}.\n${JSON.stringify(result.checks)}`,
    structured: { verification: result },
  }),
  list_webhooks: (page) => ({
    text: page.items.length ? `${page.items.map((w) => `- ${w.url} (id ${w.id}, events: ${w.events.length ? w.events.join(', ') : 'all'})`).join('\n')}\n${more(page)}` : 'No webhooks.',
    structured: pageFields(page, 'webhooks'),
  }),
  create_webhook: (webhook) => ({
    text: `Created webhook ${webhook.id} for ${webhook.url}. Signing secret (shown only now, store it): ${webhook.secret}`,
    structured: { webhook },
  }),
  delete_webhook: ({ webhook_id }) => ({ text: `Deleted webhook ${webhook_id}.`, structured: { deleted: true, webhook_id } }),
};

export function toolResult<N extends ToolName>(name: N, result: ToolOutputs[N]): CallToolResult {
  const { text, structured } = presenters[name](result);
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** A tool error: the REST envelope's `code` and message, as JSON text (tools with an output schema may carry no structured content here). */
export function toolError(body: ToolErrorBody): CallToolResult {
  const envelope = { success: false, error: body.error, code: body.code, ...(body.details === undefined ? {} : { details: body.details }) };
  return { isError: true, content: [{ type: 'text', text: JSON.stringify(envelope) }] };
}
