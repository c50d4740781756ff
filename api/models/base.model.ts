// Base of the api's objection models. Column names are the database's (snake_case); the api shapes
// (spec section 3 names) are made by each resource's mapper. Fields use `declare` so class-field
// semantics never overwrite the values objection sets.
import { Model } from 'objection';

export abstract class BaseModel extends Model {
  declare id: string;
  declare created_at: Date;

  static override get idColumn(): string {
    return 'id';
  }
}
