/** Who is calling: set on the request by the JWT and API-key strategies. */
export interface AuthenticatedUser {
  userId: string;
  via: 'jwt' | 'api_key';
  apiKeyId?: string;
}

/** The inbox a temporary-inbox token opens: set on the request by the inbox-token guard. */
export interface TokenInbox {
  id: string;
  address: string;
  expiresAt: Date;
}
