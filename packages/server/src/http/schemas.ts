import { ERROR_TYPE_LIST } from '@argus/contracts';
import Type from 'typebox';

/** A 204 answer: no body. */
export const NoContentSchema = Type.Null({ description: 'No content' });

export const ErrorSchema = Type.Object(
  {
    type: Type.Union(ERROR_TYPE_LIST.map((t) => Type.Literal(t))),
    status_code: Type.Integer(),
    message: Type.String(),
    detail: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'Error' },
);
