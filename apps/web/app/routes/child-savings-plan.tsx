export function meta() {
  return [{ title: 'Child Savings Plan List | BimaSetu' }];
}

export default function Screen() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Child Savings Plan List</h1>
    </main>
  );
}
