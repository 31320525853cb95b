import { Migration } from '@mikro-orm/migrations';

/**
 * `assign_threads()`: `assign_thread()` for a whole group-committed batch in one round trip
 * (statement count per SMTP batch no longer grows with its size). References travel as one
 * space-separated string per message, since SQL arrays cannot be ragged.
 */
export class Migration20261121194501_assign_threads_batch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "assign_threads"(p_message_ids uuid[], p_inbox_ids uuid[], p_refs text[], p_normalized text[], p_subjects text[], p_at timestamptz)
returns table (message_id uuid, thread_id uuid) language plpgsql as $$
declare
  i int;
begin
  for i in 1 .. coalesce(array_length(p_message_ids, 1), 0) loop
    message_id := p_message_ids[i];
    thread_id := assign_thread(p_message_ids[i], p_inbox_ids[i],
      case when coalesce(p_refs[i], '') = '' then '{}'::text[] else string_to_array(p_refs[i], ' ') end,
      p_normalized[i], p_subjects[i], p_at);
    return next;
  end loop;
end
$$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "assign_threads"(uuid[], uuid[], text[], text[], text[], timestamptz);`);
  }
}
