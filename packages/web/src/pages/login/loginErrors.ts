/** Message ids of the sign-in errors (spec document 2, section 8). */
export const LOGIN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  token_invalid_credentials: 'JrxuBR',
  token_invalid_code: 'G6AhmP',
  token_user_blocked: 'KBhuY/',
  token_user_auth_attempts_exceeded: 'xuuVlz',
};
