import { BaseModel } from './base.model';

export type AccessRequestStatus = 'pending' | 'approved' | 'rejected';

export interface UserAccessRequestRow {
  id: string;
  email: string;
  name: string | null;
  company_name: string | null;
  org_id: string | null;
  message: string | null;
  status: AccessRequestStatus;
  processed_by: string | null;
  processed_at: Date | null;
  created_at: Date;
}

export class UserAccessRequest extends BaseModel implements UserAccessRequestRow {
  static override tableName = 'user_access_requests';
  declare email: string;
  declare name: string | null;
  declare company_name: string | null;
  declare org_id: string | null;
  declare message: string | null;
  declare status: AccessRequestStatus;
  declare processed_by: string | null;
  declare processed_at: Date | null;
}
