import { Model } from 'objection';

export class RevokedToken extends Model {
  static override tableName = 'revoked_tokens';
  static override get idColumn(): string {
    return 'jti';
  }
  declare jti: string;
  declare expires_at: Date;
  declare created_at: Date;
}
