import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type QRCode from 'qrcode';
import type { ScanLoginInfo, ScanLoginPoll, ScanLoginStart, ScanLoginStatus } from '../../../shared/schemas/scan-login.ts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { sessionOf } from '../../plugins/route-auth.ts';
import type { ChatLogin } from './chat-login.ts';
import type { OtherSessionIssuer } from './other-session.ts';
import { createScanLoginRepository, type ScanLoginRow } from './scan-login-repository.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The page a signed-in phone opens from the QR code. */
export const scanPagePath = (id: string) => `/user/scan/${id}`;

const qrCode = lazyRequire<typeof QRCode>('qrcode');

/** An SVG data URL of a QR code for `text`. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await qrCode().toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The status the desktop and the phone see; a used request counts as expired. */
function visibleStatus(row: ScanLoginRow, now: Date): ScanLoginStatus {
  if (row.status === 'refused') return 'refused';
  if (row.status === 'completed' || row.expires_at <= now) return 'expired';
  return row.status as ScanLoginStatus;
}

/**
 * The built-in scan-code login (portal-shell §2.3 "scan-code login"): a desktop asks, a
 * phone where the user is signed in confirms or refuses, and the desktop, polling with a
 * secret only it knows, receives a new 7-day session exactly once. With an enterprise-chat
 * provider switched on, the QR code opens the provider's consent page instead.
 */
export function createScanLoginService(ctx: AppContext, issueSession: OtherSessionIssuer, chatLogin: ChatLogin) {
  const repo = createScanLoginRepository(ctx.db);

  const origin = (request: FastifyRequest) => ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

  /** The request `id` acted on by the phone's session, or a 400 the phone shows. */
  async function take(request: FastifyRequest, id: string, status: 'scanned' | 'confirmed' | 'refused') {
    const session = sessionOf(request);
    const now = ctx.now();
    const row = await repo.takeBy(id, { userId: session.userId, tenantId: request.tenantId, orgCode: session.orgCode }, status, now);
    if (row) return row;
    const existing = await repo.find(id);
    const takenByOther = existing && existing.user_id && existing.user_id !== session.userId && visibleStatus(existing, now) !== 'expired';
    throw badRequest(takenByOther ? 'scanLoginTaken' : 'scanLoginInvalid');
  }

  return {
    async start(request: FastifyRequest): Promise<ScanLoginStart> {
      const id = randomBytes(18).toString('base64url');
      const pollSecret = randomBytes(32).toString('base64url');
      const createdAt = ctx.now();
      const expiresAt = new Date(createdAt.getTime() + ctx.config.scanLoginTtlSeconds * 1000);
      const agent = String(request.headers['user-agent'] ?? '').slice(0, 300);
      await repo.create({ id, pollSecretHash: sha256(pollSecret).toString('hex'), ip: request.ip, agent, createdAt, expiresAt });
      const chat = await chatLogin.provider();
      const url = chat ? chat.provider.authorizeUrl(id) : origin(request) + scanPagePath(id);
      return { id, pollSecret, expiresAt: expiresAt.getTime(), url, qr: await qrDataUrl(url), ...(chat ? { provider: chat.name } : {}) };
    },

    async poll(request: FastifyRequest, id: string, secret: string): Promise<ScanLoginPoll> {
      const row = await repo.find(id);
      const stored = Buffer.from(row?.poll_secret_hash ?? '', 'hex');
      // An unknown id and a wrong secret answer alike, after the same comparison.
      const given = sha256(secret);
      if (!row || stored.length !== given.length || !timingSafeEqual(stored, given)) throw badRequest('scanLoginInvalid');
      const now = ctx.now();
      const status = visibleStatus(row, now);
      const expiresAt = row.expires_at.getTime();
      if (status !== 'confirmed') return { status, expiresAt };
      const used = await repo.complete(id, now);
      if (!used?.user_id) return { status: 'expired', expiresAt };
      const session = await issueSession(request, { userId: used.user_id, tenantId: used.tenant_id, orgCode: used.org_code, how: '扫码' });
      return { status: 'confirmed', expiresAt, session };
    },

    async scanned(request: FastifyRequest, id: string): Promise<ScanLoginInfo> {
      const row = await take(request, id, 'scanned');
      return {
        status: visibleStatus(row, ctx.now()), desktopIp: row.desktop_ip, desktopAgent: row.desktop_agent,
        createdAt: row.created_at.getTime(), expiresAt: row.expires_at.getTime(),
      };
    },

    confirm: (request: FastifyRequest, id: string) => take(request, id, 'confirmed'),
    refuse: (request: FastifyRequest, id: string) => take(request, id, 'refused'),
  };
}
