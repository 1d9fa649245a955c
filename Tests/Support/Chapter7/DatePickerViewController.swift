import PickerKitUIKit

class DatePickerViewController: UIViewController {
    weak var datePicker: UIDatePicker!

    override func viewDidLoad() {
        super.viewDidLoad()
        let date = Date()
        datePicker.setDate(date, animated: false)
    }

    func onButtonPressed(_ sender: UIButton) {
        let date = datePicker.date
        let message = "The date and time you selected is \(date)"
        let alert = UIAlertController(title: "Date and Time Selected", message: message, preferredStyle: .alert)
        let action = UIAlertAction(title: "That's so true!", style: .default, handler: nil)
        alert.addAction(action)
        present(alert, animated: true, completion: nil)
    }
}
