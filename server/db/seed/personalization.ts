import type { Personalization } from '../../modules/personalize/personalization-repository.ts';

/**
 * The demo personalisation, in every interface language (portal-shell §2.4): the platform
 * name, the watermark text (the spec's default 'data knowledge portal') and the logos under
 * portal/public/brand: the header's is the mark alone, since the platform name stands beside
 * it (the brand once in the header); the sign-in page's is drawn with each language's name.
 */
export const SEED_PERSONALIZATION: Omit<Personalization, 'brandHiddenFor'> = {
  headerTitle: { cn: 'DKP 数据知识门户', en: 'DKP Data Knowledge Portal', tc: 'DKP 數據知識門戶' },
  watermark: { cn: '数据知识门户', en: 'Data Knowledge Portal', tc: '數據知識門戶' },
  logo: { cn: '/brand/logo.svg', en: '/brand/logo-en.svg', tc: '/brand/logo-tc.svg' },
  loginLogo: { cn: '/brand/login-logo.svg', en: '/brand/login-logo-en.svg', tc: '/brand/login-logo-tc.svg' },
};
