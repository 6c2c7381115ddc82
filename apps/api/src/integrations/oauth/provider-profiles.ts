import { z } from 'zod';

/** What sign-in needs from a provider's user-info answer, whichever provider it is. */
export type ProviderProfile = {
  providerUserId: string;
  /** Only an e-mail the provider says is verified; anything else is treated as absent. */
  verifiedEmail: string | null;
  name: string | null;
};

// Google OpenID Connect userinfo (PROTOCOLS.md §1).
const GoogleUserInfo = z.object({
  sub: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
});

// Kakao /v2/user/me (PROTOCOLS.md §2): id is a 64-bit integer; e-mail counts only when valid and verified.
const KakaoUserInfo = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  kakao_account: z
    .object({
      profile: z.object({ nickname: z.string().optional() }).partial().optional(),
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
    })
    .optional(),
  properties: z.object({ nickname: z.string().optional() }).partial().optional(),
});

// Discord /users/@me (PROTOCOLS.md §3): id is a snowflake string; `verified` covers the e-mail.
const DiscordUserInfo = z.object({
  id: z.string().regex(/^\d+$/),
  username: z.string(),
  global_name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  verified: z.boolean().optional(),
});

export function parseGoogleProfile(body: unknown): ProviderProfile {
  const u = GoogleUserInfo.parse(body);
  return { providerUserId: u.sub, verifiedEmail: u.email && u.email_verified === true ? u.email : null, name: u.name ?? null };
}

export function parseKakaoProfile(body: unknown): ProviderProfile {
  const u = KakaoUserInfo.parse(body);
  const account = u.kakao_account;
  const verified = account?.email && account.is_email_valid === true && account.is_email_verified === true;
  return {
    // Kept as a string: ids can exceed 2^53.
    providerUserId: String(u.id),
    verifiedEmail: verified ? account.email! : null,
    name: account?.profile?.nickname ?? u.properties?.nickname ?? null,
  };
}

export function parseDiscordProfile(body: unknown): ProviderProfile {
  const u = DiscordUserInfo.parse(body);
  return { providerUserId: u.id, verifiedEmail: u.email && u.verified === true ? u.email : null, name: u.global_name ?? u.username };
}
