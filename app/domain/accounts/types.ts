/** Accounts as the server and screens see them: the session a cookie names, and who is signed in. */

/**
 * The account and session a request's session cookie names, as the cookie's encryption proves: authentic, but not
 * yet checked against its session row, which is gone once that session signs out. Whatever acts on it confirms the
 * row in its own first read (decision 040).
 */
export interface SessionClaim {
  userId: number;
  sessionId: string;
}

export interface SessionUser {
  id: number;
  email: string;
  displayName: string;
  photoUrl: string | null;
  /** The owner followed a verification link, or signed in with Google (decision 025). */
  emailVerified: boolean;
  isAdmin: boolean;
}
