function  WWHBookData_Context()
{
  return "Admin";
}
