/** The words of the delete confirmations (the modal and the no-JavaScript panel say the same). */
export const deleteUserText = (u: { name: string; username: string }) => ({
  headline: `Delete ${u.name}?`,
  body: `${u.username} will be signed out at once and can no longer sign in. Their grants and viewing history are deleted too. This cannot be undone.`,
});

export const deleteItemText = (item: { title: string; grantCount: number }) => ({
  headline: `Delete “${item.title}”?`,
  body: `The file is deleted from storage${item.grantCount ? ` and ${item.grantCount} demo ${item.grantCount === 1 ? "user loses" : "users lose"} access to it` : ""}; its viewing history goes too. This cannot be undone.`,
});
