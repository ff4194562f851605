export function meta() {
  return [{ title: 'My Profile | BimaSetu' }];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">My Profile</h1>
    </main>
  );
}
