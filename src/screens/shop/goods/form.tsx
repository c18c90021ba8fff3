export default function ProductFormPage() {
  return null;
}
