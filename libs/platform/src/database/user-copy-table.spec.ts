import { userCopyTable } from './user-projection';

describe('userCopyTable', () => {
  const voters = userCopyTable({
    name: 'Voter',
    tableName: 'voters',
    columns: ['is_active', 'username'],
    nullable: ['username'],
    keepWhenNull: ['username'],
    extraColumns: { firstSeenAt: { name: 'first_seen_at', type: 'timestamptz' } },
  });

  it('keys the table by user_id under its own constraint, then the kept columns, its own, and updated_at', () => {
    const { columns } = voters.options;

    expect(Object.keys(columns)).toEqual(['userId', 'isActive', 'username', 'firstSeenAt', 'updatedAt']);
    expect(columns.userId).toMatchObject({
      name: 'user_id',
      primary: true,
      primaryKeyConstraintName: 'voters_pkey',
    });
    expect(columns.isActive).toEqual({ name: 'is_active', type: 'boolean', default: true });
    expect(columns.updatedAt).toEqual({ name: 'updated_at', type: 'timestamptz' });
  });

  it('lets a copy that may not know a column yet leave it null', () => {
    expect(voters.options.columns.username).toEqual({ name: 'username', type: 'text', nullable: true });
    expect(
      userCopyTable({ name: 'User', tableName: 'users', columns: ['username'] }).options.columns.username,
    ).toEqual({ name: 'username', type: 'text' });
  });

  it('tells its consumer which columns to copy and which an event without them keeps', () => {
    expect(voters.columns).toEqual(['is_active', 'username']);
    expect(voters.keepWhenNull).toEqual(['username']);
  });
});
