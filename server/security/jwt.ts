// Short-lived access tokens: HS256 JWTs naming the user, the login session and the company.
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'cofre';
const AUDIENCE = 'cofre-api';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  empresaId: number | null;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
  ttl: number;
}

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    ttl: ttlSeconds,
    sign: (c) =>
      new SignJWT({ sid: c.sessionId, emp: c.empresaId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(c.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          // jose checks exp only when present: a token without one would never expire.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
        const emp = payload.emp;
        return { userId, sessionId: payload.sid, empresaId: typeof emp === 'number' ? emp : null };
      } catch {
        return null;
      }
    },
  };
}
