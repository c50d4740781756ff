// The email detail page (the spec names it, not its path): ours, listed in docs/console.md.
export const EMAIL_DETAIL_PATH = '/admin/emails/detail';

export const emailDetailPath = (id: string | number) => `${EMAIL_DETAIL_PATH}/${id}`;
